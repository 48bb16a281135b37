import { hrefOf } from '@shop/domain';
import {
  ReviewsScreen,
  reviewsData,
} from '@shop/ui/features/screens/ReviewsScreen/ReviewsScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('reviews', {
  props: ({ query }) => ({ filters: { page: query.page, familyId: query.family } }),
  data: reviewsData,
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
