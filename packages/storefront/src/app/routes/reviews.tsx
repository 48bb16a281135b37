import { hrefOf } from '@shop/domain';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { reviewQueries } from '@shop/ui/features/data/reviewQueries.ts';
import { ReviewsScreen } from '@shop/ui/features/screens/ReviewsScreen/ReviewsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('reviews', {
  props: ({ query }) => ({ filters: { page: query.page, familyId: query.family } }),
  prefetch: ({ filters }, { client, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(reviewQueries.summary(client, filters.familyId)),
      queryClient.prefetchQuery(reviewQueries.page(client, filters)),
      queryClient.prefetchQuery(catalogueQueries.families(client)),
    ]),
  // Another page or family keeps the page mounted: the filter keeps its focus.
  pageKey: () => 'reviews',
  render: ({ filters }, { match, navigate, origin }) => (
    <ReviewsScreen
      filters={filters}
      origin={origin}
      onFiltersChange={(next) =>
        navigate(
          hrefOf(
            match.countrySite,
            'reviews',
            {},
            {
              ...(next.familyId === undefined ? {} : { family: String(next.familyId) }),
              ...(next.page > 1 ? { page: String(next.page) } : {}),
            },
          ),
        )
      }
    />
  ),
});
