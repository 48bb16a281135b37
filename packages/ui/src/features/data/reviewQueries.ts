import type { ApiClient } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Reviews per page of /reviews. */
const reviewsPageSize = 10;

/** What /reviews reads: the shop's reviews, of every product or of one family. */
export const reviewQueries = {
  summary: (client: ApiClient, familyId?: number) =>
    queryOptions({
      queryKey: ['reviews', 'summary', { familyId }],
      queryFn: ({ signal }) => client.call('reviews.summary', { family_id: familyId }, { signal }),
    }),
  page: (client: ApiClient, { page, familyId }: ReviewFilters) =>
    queryOptions({
      queryKey: ['reviews', 'list', { page, familyId }],
      queryFn: ({ signal }) =>
        client.call(
          'reviews.list',
          { family_id: familyId, page, per_page: reviewsPageSize },
          { signal },
        ),
    }),
};

/** The filter and page of /reviews, as its URL holds them. */
export interface ReviewFilters {
  page: number;
  /** Reviews of one product family; all of them when absent. */
  familyId?: number;
}
