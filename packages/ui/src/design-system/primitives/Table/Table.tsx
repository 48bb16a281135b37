import { useMemo, useState, type ReactNode } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import * as styles from './Table.css.ts';
import type { TableColumnAlign, TableSortDirection } from './tableVariants.ts';
import { TableHeaderCell } from './TableHeaderCell.tsx';

export interface TableColumn<Row> {
  /** Stable id of the column, also the sort key. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable; the value rows are compared by. */
  sortValue?: (row: Row) => string | number | Date;
  align?: TableColumnAlign;
}

export interface TableSort {
  key: string;
  direction: TableSortDirection;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (e.g. "Your orders"). */
  caption: string;
  /** Shows the caption as a heading; otherwise it is only announced. */
  captionVisible?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Controlled sort: the rows arrive already sorted (e.g. by the API). */
  sort?: TableSort;
  /** Initial sort when uncontrolled; the table then sorts the rows itself. */
  defaultSort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Shown instead of the rows when there are none (e.g. an EmptyState). */
  emptyState?: ReactNode;
}

function compare(a: string | number | Date, b: string | number | Date): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return Number(a) - Number(b);
}

/** The table's sort, its own or the one it is given, and its rows in that order. */
function useTableSort<Row>({
  columns,
  rows,
  controlledSort,
  defaultSort,
  onSortChange,
}: Pick<TableProps<Row>, 'columns' | 'rows' | 'defaultSort' | 'onSortChange'> & {
  controlledSort: TableSort | undefined;
}) {
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const sort = controlledSort ?? uncontrolledSort;

  const sortedRows = useMemo(() => {
    if (controlledSort || !sort) return rows;
    const sortValue = columns.find((column) => column.key === sort.key)?.sortValue;
    if (!sortValue) return rows;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(sortValue(a), sortValue(b)));
  }, [columns, controlledSort, rows, sort]);

  const changeSort = (key: string) => {
    const next: TableSort = {
      key,
      direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (!controlledSort) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  return { sort, sortedRows, changeSort };
}

/** Sortable data table that stacks its rows into cards when it is narrower than a tablet. */
export function Table<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  sort: controlledSort,
  defaultSort,
  onSortChange,
  emptyState,
}: TableProps<Row>) {
  const labels = useDesignSystemLabels();
  const { sort, sortedRows, changeSort } = useTableSort({
    columns,
    rows,
    controlledSort,
    defaultSort,
    onSortChange,
  });

  return (
    <div className={styles.container}>
      <table className={styles.table}>
        <caption className={captionVisible ? styles.caption : styles.captionHidden}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr className={styles.headRow}>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.key}
                header={column.header}
                align={column.align}
                sortable={column.sortValue !== undefined}
                direction={sort?.key === column.key ? sort.direction : undefined}
                onSort={() => changeSort(column.key)}
              />
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {sortedRows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {emptyState ?? labels.table.empty}
              </td>
            </tr>
          ) : (
            sortedRows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={[styles.cell, column.align === 'end' ? styles.alignEnd : undefined]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                    <span>{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
