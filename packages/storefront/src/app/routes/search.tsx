import { hrefOf } from '@shop/domain';
import { SearchScreen, searchData } from '@shop/ui/features/screens/SearchScreen/SearchScreen.tsx';
import {
  searchParamsFromQuery,
  searchQueryOf,
} from '@shop/ui/features/screens/SearchScreen/searchParams.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('search', {
  // The URL holds the whole search, so a reload or a shared link shows the same results.
  props: ({ query }) => ({ search: searchParamsFromQuery(query) }),
  data: searchData,
  render: ({ search }, { match, navigate }) => (
    <SearchScreen
      search={search}
      onSearchChange={(next) =>
        navigate(hrefOf(match.countrySite, 'search', {}, searchQueryOf(next)))
      }
    />
  ),
});
