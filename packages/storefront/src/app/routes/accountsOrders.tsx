import { hrefOf } from '@shop/domain';
import {
  AccountOrdersScreen,
  accountOrdersData,
} from '@shop/ui/features/screens/AccountOrdersScreen/AccountOrdersScreen.tsx';
import { orderFiltersQueryOf } from '@shop/ui/features/screens/AccountOrdersScreen/orderFilters.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsOrders', {
  // The URL holds period, status and page, so a reload or a shared link shows the same list.
  props: ({ query }) => ({
    filters: { dateFilter: query.date_filter, status: query.status, page: query.page },
  }),
  data: accountOrdersData,
  render: ({ filters }, { match, navigate }) => (
    <AccountOrdersScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(hrefOf(match.countrySite, 'accountsOrders', {}, orderFiltersQueryOf(next)))
      }
    />
  ),
});
