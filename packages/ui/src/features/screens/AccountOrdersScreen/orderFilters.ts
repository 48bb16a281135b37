import type { AccountOrderFilters } from '../../data/orderQueries.ts';

/**
 * The URL query of the orders page's filters (`?date_filter=this_year&status=9&page=2`), defaults
 * left out; the route table's `accountOrdersQuery` reads it back.
 */
export function orderFiltersQueryOf(filters: AccountOrderFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.dateFilter !== 'without') query.date_filter = filters.dateFilter;
  if (filters.status !== undefined) query.status = String(filters.status);
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}
