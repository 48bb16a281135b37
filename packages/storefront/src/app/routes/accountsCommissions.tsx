import { hrefOf } from '@shop/domain';
import {
  AccountCommissionsScreen,
  accountCommissionsData,
} from '@shop/ui/features/screens/AccountCommissionsScreen/AccountCommissionsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsCommissions', {
  // Period and page live in the URL: a reload or a shared link shows the same commissions.
  props: ({ query }) => ({ filters: { dateFilter: query.date_filter, page: query.page } }),
  data: accountCommissionsData,
  render: ({ filters }, { match, navigate }) => (
    <AccountCommissionsScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(
          hrefOf(
            match.countrySite,
            'accountsCommissions',
            {},
            {
              date_filter: next.dateFilter,
              page: String(next.page),
            },
          ),
        )
      }
    />
  ),
  pageKey: () => 'accountsCommissions',
});
