export const tableSortDirections = ['ascending', 'descending'] as const;
export type TableSortDirection = (typeof tableSortDirections)[number];

export const tableColumnAligns = ['start', 'end'] as const;
export type TableColumnAlign = (typeof tableColumnAligns)[number];
