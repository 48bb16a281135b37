import type { ReactNode } from 'react';
import { RouterLink } from '../../provider/LinkComponentContext.tsx';
import * as styles from './Pagination.css.ts';

interface PaginationControlProps {
  /** The page it goes to. */
  target: number;
  /** Its accessible name ("Page 3", "Next page"). */
  name: string;
  disabled?: boolean;
  current?: boolean;
  getHref: ((page: number) => string) | undefined;
  onPageChange: ((page: number) => void) | undefined;
  children: ReactNode;
}

/** One control of the pagination: a router link when pages have addresses, a button otherwise. */
export function PaginationControl({
  target,
  name,
  disabled = false,
  current = false,
  getHref,
  onPageChange,
  children,
}: PaginationControlProps) {
  const choose = () => {
    if (!current) onPageChange?.(target);
  };
  if (!getHref) {
    return (
      <button
        type="button"
        className={styles.item}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={choose}
      >
        {children}
      </button>
    );
  }
  if (disabled) {
    // No link to a page that does not exist; the arrow stays, greyed, to keep the layout.
    return (
      <span className={styles.item} data-disabled="" aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <RouterLink
      className={styles.item}
      href={getHref(target)}
      aria-label={name}
      aria-current={current ? 'page' : undefined}
      onClick={choose}
    >
      {children}
    </RouterLink>
  );
}
