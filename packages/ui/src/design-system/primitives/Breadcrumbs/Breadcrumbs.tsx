import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './Breadcrumbs.css.ts';
import { ChevronRightIcon } from '../Icon/icons.ts';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** From the home page down to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Names the trail for screen readers; "Breadcrumb" in the page's language by default. */
  label?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** Where the current page sits in the shop (help centre, product categories). Links go through the storefront's router. */
export function Breadcrumbs({ ref, items, label }: BreadcrumbsProps) {
  const labels = useDesignSystemLabels();
  return (
    <nav ref={ref} aria-label={label ?? labels.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href} className={styles.item}>
              {index > 0 && (
                <span className={styles.separator}>
                  <Icon icon={ChevronRightIcon} />
                </span>
              )}
              {isCurrent ? (
                <span className={styles.current}>
                  <Link
                    href={item.href}
                    current="page"
                    tone="neutral"
                    underline="hover"
                    weight="strong"
                  >
                    {item.label}
                  </Link>
                </span>
              ) : (
                <Link href={item.href}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
Breadcrumbs.displayName = 'Breadcrumbs';
