import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { SortAscendingIcon, SortDescendingIcon, SortIcon } from '../Icon/icons.ts';
import * as styles from './Table.css.ts';
import type { TableColumnAlign, TableSortDirection } from './tableVariants.ts';

interface TableHeaderCellProps {
  header: string;
  align: TableColumnAlign | undefined;
  sortable: boolean;
  /** The direction the table is sorted by this column, if it is. */
  direction: TableSortDirection | undefined;
  onSort: () => void;
}

/** A column's header: a button that sorts by it when the column is sortable. */
export function TableHeaderCell({
  header,
  align,
  sortable,
  direction,
  onSort,
}: TableHeaderCellProps) {
  const labels = useDesignSystemLabels();
  const sortIcon =
    direction === 'ascending'
      ? SortAscendingIcon
      : direction === 'descending'
        ? SortDescendingIcon
        : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={sortable ? (direction ?? 'none') : undefined}
      className={[
        styles.headerCell,
        sortable ? undefined : styles.headerCellPlain,
        align === 'end' ? styles.alignEnd : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {sortable ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={onSort}
          title={labels.table.sortBy(header)}
        >
          {header}
          <Icon icon={sortIcon} />
        </button>
      ) : (
        header
      )}
    </th>
  );
}
