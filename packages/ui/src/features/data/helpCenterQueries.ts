import {
  ApiError,
  helpCenterCategories,
  helpCenterTopicIdLists,
  type ApiClient,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/**
 * Where the spec's four topic lists show (our decision, see the ui README): the first three are the
 * featured topics of the categories 3, 5 and 7, in that order; the fourth, the most asked topics
 * across the orders' life, heads the help centre's home page.
 */
export const featuredHelpTopics = {
  byCategory: {
    [helpCenterCategories.beforePurchase]: helpCenterTopicIdLists[0],
    [helpCenterCategories.ordersWaiting]: helpCenterTopicIdLists[1],
    [helpCenterCategories.ordersReceived]: helpCenterTopicIdLists[2],
  } as Readonly<Record<number, readonly number[]>>,
  mostAsked: helpCenterTopicIdLists[3],
};

/**
 * The URL takes any digits (`/help-center/category/0`, 30-digit topic numbers), but no record has
 * such an id: it is answered as the product API answers an unknown id, so the page is a 404.
 */
function unlessNoSuchRecord(path: string, id: number): void {
  if (!Number.isSafeInteger(id) || id < 1)
    throw new ApiError({ url: path, reason: 'http', upstreamStatus: 404 });
}

/** What the help-centre pages read, shared by the screens and the server prefetch. */
export const helpCenterQueries = {
  categories: (client: ApiClient) =>
    queryOptions({
      queryKey: ['helpCenter', 'categories'],
      queryFn: ({ signal }) => client.call('helpCenter.listCategories', {}, { signal }),
    }),
  /** Topics by id, in the order asked. */
  topicsByIds: (client: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: ['helpCenter', 'topics', { ids }],
      queryFn: ({ signal }) => client.call('helpCenter.listTopics', { ids: [...ids] }, { signal }),
    }),
  search: (client: ApiClient, query: string) =>
    queryOptions({
      queryKey: ['helpCenter', 'topics', { query }],
      queryFn: ({ signal }) => client.call('helpCenter.listTopics', { query }, { signal }),
      enabled: query.trim() !== '',
    }),
  category: (client: ApiClient, categoryId: number) =>
    queryOptions({
      queryKey: ['helpCenter', 'category', categoryId],
      queryFn: ({ signal }) => {
        unlessNoSuchRecord(`/help-center/categories/${categoryId}`, categoryId);
        return client.call('helpCenter.getCategory', { category_id: categoryId }, { signal });
      },
    }),
  topic: (client: ApiClient, topicId: number) =>
    queryOptions({
      queryKey: ['helpCenter', 'topic', topicId],
      queryFn: ({ signal }) => {
        unlessNoSuchRecord(`/help-center/topics/${topicId}`, topicId);
        return client.call('helpCenter.getTopic', { topic_id: topicId }, { signal });
      },
    }),
};
