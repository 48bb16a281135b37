/** Period filters of account lists (orders, invoices, commissions). */
export const dateFilters = [
  'without',
  'thirty_days',
  'three_months',
  'this_year',
  'last_year',
] as const;
export type DateFilter = (typeof dateFilters)[number];

/** A yes/no filter that can also be switched off; values are the strings the API takes in a query. */
export const triStateFilters = ['ALL', 'true', 'false'] as const;
export type TriStateFilter = (typeof triStateFilters)[number];
