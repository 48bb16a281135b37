import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import type { NavigationItem } from '../shared/layoutTypes.ts';
import * as styles from './MasterLayout.css.ts';

/** The shop's main navigation: a row in the header, a column in the phone's drawer. */
export function NavigationLinks({
  items,
  vertical = false,
  onFollow,
}: {
  items: readonly NavigationItem[];
  vertical?: boolean;
  onFollow?: () => void;
}) {
  return (
    <ul className={`${styles.navList} ${vertical ? styles.navListVertical : ''}`}>
      {items.map((item) => (
        <li key={item.href}>
          <RouterAnchor
            href={item.href}
            className={styles.navLink}
            aria-current={item.current ? 'page' : undefined}
            onClick={onFollow}
          >
            {item.label}
          </RouterAnchor>
        </li>
      ))}
    </ul>
  );
}
