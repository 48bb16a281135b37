import type { Pagination as PageOfList } from '@shop/domain';
import { useState, type ReactNode } from 'react';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Table, type TableColumn } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { AsyncState, type AsyncRead, type AsyncStateProps } from '../AsyncState/AsyncState.tsx';
import type { LoadingShapeProps } from '../AsyncState/LoadingShape.tsx';
import * as styles from './AccountList.css.ts';

/** The rows as a table: its name for screen readers, its columns and each row's key. */
export interface AccountListTable<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
}

export interface AccountListProps<Data extends { pagination: PageOfList }, Row> {
  /** The read of the page of the list the filters ask for. */
  read: AsyncRead<Data>;
  rowsOf: (data: Data) => readonly Row[];
  /** The selects that narrow the list; a change of them goes to the URL. */
  filters: ReactNode;
  /** Names the filters for screen readers. */
  filtersLabel?: string;
  /** What can be done with the whole list (an export), beside the filters. */
  actions?: ReactNode;
  /** Outcomes of those actions, between the filters and the list. */
  notices?: ReactNode;
  /** What is shown above the rows once they are there (totals, a bulk selection). */
  summary?: (data: Data) => ReactNode;
  /** "12 orders": how many rows all pages hold, told to screen readers as it changes. */
  countLabel?: (count: number) => string;
  /** The rows as a table, or drawn by `children` (saved designs as cards). */
  table?: AccountListTable<Row>;
  children?: (rows: readonly Row[]) => ReactNode;
  /** What a list without rows shows: the screen's EmptyState. */
  empty: ReactNode;
  loading?: LoadingShapeProps;
  texts?: AsyncStateProps<Data>['texts'];
  /** The page the filters ask for. */
  page: number;
  onPageChange: (page: number) => void;
  /** Names the pages' navigation; the design system's words otherwise. */
  paginationLabel?: string;
}

/**
 * The last page read stays on screen while the next page or other filters load, as TanStack
 * Query's `keepPreviousData` does for one `useQuery` (screen data reads through `useQueries`, which
 * cannot): the rows do not give way to placeholders at each click.
 */
function useLastPage<Data>(read: AsyncRead<Data>): AsyncRead<Data> {
  const [last, setLast] = useState(read.data);
  if (read.data !== undefined && read.data !== last) setLast(read.data);
  return read.isPending && last !== undefined ? { ...read, isPending: false, data: last } : read;
}

/**
 * A list of the customer's account (orders, designs, invoices, commissions): its filters, then
 * the page of rows the API gave with their count, the pages to go to, and the shared loading,
 * failed and empty states.
 */
export function AccountList<Data extends { pagination: PageOfList }, Row>({
  read,
  rowsOf,
  filters,
  filtersLabel,
  actions,
  notices,
  summary,
  countLabel,
  table,
  children,
  empty,
  loading = { shape: 'list' },
  texts,
  page,
  onPageChange,
  paginationLabel,
}: AccountListProps<Data, Row>) {
  const shown = useLastPage(read);
  return (
    <div className={styles.list}>
      <section aria-label={filtersLabel} className={styles.filterBar}>
        <div className={styles.filterFields}>{filters}</div>
        {actions}
      </section>
      {notices}
      <AsyncState
        read={shown}
        loading={loading}
        texts={texts}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty={empty}
      >
        {(data) => (
          <>
            {summary?.(data)}
            {countLabel ? (
              <Text tone="muted" aria-live="polite">
                {countLabel(data.pagination.total_items)}
              </Text>
            ) : null}
            {table ? (
              <Table<Row>
                caption={table.caption}
                columns={table.columns}
                rows={rowsOf(data)}
                rowKey={table.rowKey}
              />
            ) : (
              children?.(rowsOf(data))
            )}
            {data.pagination.total_pages > 1 ? (
              <Pagination
                label={paginationLabel}
                page={page}
                pageCount={data.pagination.total_pages}
                onPageChange={onPageChange}
              />
            ) : null}
          </>
        )}
      </AsyncState>
    </div>
  );
}
