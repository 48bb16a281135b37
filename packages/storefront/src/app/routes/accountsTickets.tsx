import { hrefOf } from '@shop/domain';
import {
  accountTicketQueries,
  ticketFiltersQueryOf,
} from '@shop/ui/features/data/ticketQueries.ts';
import { AccountTicketsScreen } from '@shop/ui/features/screens/AccountTicketsScreen/AccountTicketsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsTickets', {
  // The status tab and page live in the URL, so a reload or a shared link shows the same list.
  props: ({ query, countrySite }) => ({
    brand: countrySite.brand,
    filters: { status: query.status, page: query.page },
  }),
  prefetch: ({ brand, filters }, { client, queryClient }) =>
    queryClient.prefetchQuery(accountTicketQueries.list(client, brand, filters)),
  render: ({ filters }, { match, navigate }) => (
    <AccountTicketsScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(hrefOf(match.countrySite, 'accountsTickets', {}, ticketFiltersQueryOf(next)))
      }
    />
  ),
});
