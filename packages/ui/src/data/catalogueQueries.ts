import type { ApiClient, ProductCategoryTag } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Query options of the catalogue, shared by the screens that read it and the server prefetch. */
export const catalogueQueries = {
  families: (client: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'families'],
      queryFn: ({ signal }) => client.call('catalogue.listFamilies', {}, { signal }),
    }),
  articlesByTag: (client: ApiClient, tag: ProductCategoryTag, pageSize = 4) =>
    queryOptions({
      queryKey: ['catalogue', 'articles', { tag, pageSize }],
      queryFn: ({ signal }) =>
        client.call('catalogue.listArticles', { tags: [tag], page: 1, per_page: pageSize }, { signal }),
    }),
  reviewSummary: (client: ApiClient) =>
    queryOptions({
      queryKey: ['reviews', 'summary'],
      queryFn: ({ signal }) => client.call('reviews.summary', {}, { signal }),
    }),
};
