import { hrefOf } from '@shop/domain';
import { SearchScreen, searchParamsFromQuery, searchQueryOf } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  // The URL holds the whole search, so a reload or a shared link shows the same results.
  render: ({ match, navigate }) => (
    <SearchScreen
      search={searchParamsFromQuery(match.query)}
      onSearchChange={(next) =>
        navigate(hrefOf(match.countrySite, 'search', {}, searchQueryOf(next)))
      }
    />
  ),
  prefetch: SearchScreen.prefetch,
};
