import { hrefOf } from '@shop/domain';
import {
  AccountDesignsAdminScreen,
  accountDesignsAdminData,
} from '@shop/ui/features/screens/AccountDesignsAdminScreen/AccountDesignsAdminScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsDesignsAdmin', {
  // Scope, published state, sort and page live in the URL, so a shared link shows the same list.
  props: ({ query }) => ({
    filters: { scope: query.scope, published: query.published, sort: query.sort, page: query.page },
  }),
  data: accountDesignsAdminData,
  render: ({ filters }, { match, navigate }) => (
    <AccountDesignsAdminScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(
          hrefOf(
            match.countrySite,
            'accountsDesignsAdmin',
            {},
            {
              scope: next.scope,
              published: next.published,
              sort: next.sort,
              page: String(next.page),
            },
          ),
        )
      }
    />
  ),
  pageKey: () => 'accountsDesignsAdmin',
});
