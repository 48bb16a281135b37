import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import { CartIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { RouterAnchor } from '../shared/RouterAnchor.tsx';
import * as styles from './MasterLayout.css.ts';

/** The header's cart, with how many items it holds (99+ beyond that). */
export function CartLink({ href, count }: { href: string; count: number }) {
  const { t } = useTranslation('layout');
  return (
    <RouterAnchor href={href} className={styles.iconAction} aria-label={t('cart', { count })}>
      <span className={styles.actionIcon}>
        <Icon icon={CartIcon} />
      </span>
      {count > 0 ? (
        <span className={styles.cartCount} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </RouterAnchor>
  );
}
