import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import * as styles from './Pagination.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons.ts';
import { PaginationControl } from './PaginationControl.tsx';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the chosen page (with `getHref` too, after the router link has navigated). */
  onPageChange?: (page: number) => void;
  /** Renders links through the storefront's router (crawlable list pages) instead of buttons. */
  getHref?: (page: number) => string;
  /** Names the navigation landmark; defaults to "Pagination". */
  label?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLElement>;
}

/** The pages to show: first, last, the current one and its neighbours, with gaps in between. */
export function paginationRange(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || p - previous === 1) return [p];
    if (p - previous === 2) return [previous + 1, p];
    return ['gap' as const, p];
  });
}

/** Page navigation for long lists (orders, designs, search results) as buttons or links. */
export function Pagination({
  ref,
  page,
  pageCount,
  onPageChange,
  getHref,
  label,
}: PaginationProps) {
  const labels = useDesignSystemLabels();

  const navigation = { getHref, onPageChange };

  return (
    <nav ref={ref} aria-label={label ?? labels.pagination.label}>
      <ul className={styles.list}>
        <li>
          <PaginationControl
            {...navigation}
            target={page - 1}
            name={labels.pagination.previous}
            disabled={page <= 1}
          >
            <Icon icon={ChevronLeftIcon} size="medium" />
          </PaginationControl>
        </li>
        {paginationRange(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <PaginationControl
                {...navigation}
                target={entry}
                name={labels.pagination.page(entry)}
                current={entry === page}
              >
                {entry}
              </PaginationControl>
            </li>
          ),
        )}
        <li>
          <PaginationControl
            {...navigation}
            target={page + 1}
            name={labels.pagination.next}
            disabled={page >= pageCount}
          >
            <Icon icon={ChevronRightIcon} size="medium" />
          </PaginationControl>
        </li>
      </ul>
    </nav>
  );
}
Pagination.displayName = 'Pagination';
