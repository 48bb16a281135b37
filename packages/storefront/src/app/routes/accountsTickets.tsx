import { hrefOf } from '@shop/domain';
import { ticketFiltersQueryOf } from '@shop/ui/features/data/ticketQueries.ts';
import {
  AccountTicketsScreen,
  accountTicketsData,
} from '@shop/ui/features/screens/AccountTicketsScreen/AccountTicketsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsTickets', {
  // The status tab and page live in the URL, so a reload or a shared link shows the same list.
  props: ({ query }) => ({ filters: { status: query.status, page: query.page } }),
  data: accountTicketsData,
  render: ({ filters }, { match, navigate }) => (
    <AccountTicketsScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(hrefOf(match.countrySite, 'accountsTickets', {}, ticketFiltersQueryOf(next)))
      }
    />
  ),
});
