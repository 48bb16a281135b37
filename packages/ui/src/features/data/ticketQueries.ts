import type { ApiClient, BrandId, TicketStatus } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** All queries of the customer's tickets start with this key: opening or answering one invalidates them. */
export const ticketsQueryKey = ['tickets'] as const;

/** What the tickets page shows: one status and a page, kept in the URL. */
export interface AccountTicketFilters {
  status: TicketStatus;
  page: number;
}

export const defaultTicketFilters: AccountTicketFilters = { status: 'PENDING', page: 1 };

/** How many tickets a page of /accounts/tickets lists. */
const ticketsPageSize = 10;

/** Query options of the accounts area's tickets, shared by its screens and the server prefetch. */
export const accountTicketQueries = {
  /** One page of the customer's tickets in this brand's shops with a status, newest first. */
  list: (client: ApiClient, brand: BrandId, filters: AccountTicketFilters) =>
    queryOptions({
      queryKey: [...ticketsQueryKey, 'list', brand, filters],
      queryFn: ({ signal }) =>
        client.call(
          'tickets.list',
          { brand, status: filters.status, page: filters.page, per_page: ticketsPageSize },
          { signal },
        ),
    }),
  /** One ticket opened in this brand's shops, with its conversation. */
  ticket: (client: ApiClient, brand: BrandId, ticketId: number) =>
    queryOptions({
      queryKey: [...ticketsQueryKey, brand, ticketId],
      queryFn: ({ signal }) =>
        client.call('tickets.get', { ticket_id: ticketId, brand }, { signal }),
    }),
};

/** The URL query of the tickets page (`?status=RESOLVED&page=2`), defaults left out. */
export function ticketFiltersQueryOf(filters: AccountTicketFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status !== 'PENDING') query.status = filters.status;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}
