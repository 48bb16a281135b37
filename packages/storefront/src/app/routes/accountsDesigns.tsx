import { hrefOf } from '@shop/domain';
import {
  AccountDesignsScreen,
  accountDesignsData,
} from '@shop/ui/features/screens/AccountDesignsScreen/AccountDesignsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsDesigns', {
  // Sort and page live in the URL, so a reload or the back button shows the same designs.
  props: ({ query }) => ({ filters: { sort: query.sort, page: query.page } }),
  data: accountDesignsData,
  render: ({ filters }, { match, navigate }) => (
    <AccountDesignsScreen
      filters={filters}
      onFiltersChange={(next) =>
        navigate(
          hrefOf(
            match.countrySite,
            'accountsDesigns',
            {},
            {
              sort: next.sort,
              page: String(next.page),
            },
          ),
        )
      }
    />
  ),
  // One page of the route whatever the filters: the screen keeps its notices across them.
  pageKey: () => 'accountsDesigns',
});
