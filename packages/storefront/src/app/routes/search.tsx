import { hrefOf } from '@shop/domain';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { SearchScreen } from '@shop/ui/features/screens/SearchScreen/SearchScreen.tsx';
import {
  searchParamsFromQuery,
  searchQueryOf,
} from '@shop/ui/features/screens/SearchScreen/searchParams.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('search', {
  // The URL holds the whole search, so a reload or a shared link shows the same results.
  props: ({ query }) => ({ search: searchParamsFromQuery(query) }),
  prefetch: ({ search }, { client, queryClient }) =>
    Promise.all([
      // A search without results shows what the shop places there (SEARCH_PAGE), in the HTML too.
      queryClient
        .fetchQuery(catalogueQueries.search(client, search))
        .then(({ articles }) =>
          articles.length === 0
            ? queryClient.prefetchQuery(catalogueQueries.relatedContent(client, 'SEARCH_PAGE'))
            : undefined,
        ),
      queryClient.prefetchQuery(catalogueQueries.families(client)),
    ]),
  render: ({ search }, { match, navigate }) => (
    <SearchScreen
      search={search}
      onSearchChange={(next) =>
        navigate(hrefOf(match.countrySite, 'search', {}, searchQueryOf(next)))
      }
    />
  ),
});
