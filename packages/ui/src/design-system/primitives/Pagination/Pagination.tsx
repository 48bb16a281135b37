import type { ReactNode, Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { RouterLink } from '../../provider/LinkComponentContext.tsx';
import * as styles from './Pagination.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons.ts';

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

  const control = (
    target: number,
    content: ReactNode,
    options: { name?: string; disabled?: boolean; current?: boolean },
  ) => {
    const { name, disabled = false, current = false } = options;
    if (getHref) {
      if (disabled) {
        // No link to a page that does not exist; the arrow stays, greyed, to keep the layout.
        return (
          <span className={styles.item} data-disabled="" aria-hidden="true">
            {content}
          </span>
        );
      }
      return (
        <RouterLink
          className={styles.item}
          href={getHref(target)}
          aria-label={name}
          aria-current={current ? 'page' : undefined}
          onClick={() => {
            if (!current) onPageChange?.(target);
          }}
        >
          {content}
        </RouterLink>
      );
    }
    return (
      <button
        type="button"
        className={styles.item}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => {
          if (!current) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav ref={ref} aria-label={label ?? labels.pagination.label}>
      <ul className={styles.list}>
        <li>
          {control(page - 1, <Icon icon={ChevronLeftIcon} size="medium" />, {
            name: labels.pagination.previous,
            disabled: page <= 1,
          })}
        </li>
        {paginationRange(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {control(entry, entry, {
                name: labels.pagination.page(entry),
                current: entry === page,
              })}
            </li>
          ),
        )}
        <li>
          {control(page + 1, <Icon icon={ChevronRightIcon} size="medium" />, {
            name: labels.pagination.next,
            disabled: page >= pageCount,
          })}
        </li>
      </ul>
    </nav>
  );
}
Pagination.displayName = 'Pagination';
