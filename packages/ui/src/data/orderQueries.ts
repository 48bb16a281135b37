import type { ApiClient } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** All queries of the customer's orders start with this key: placing an order invalidates them. */
export const ordersQueryKey = ['orders'] as const;

const recentOrderCount = 3;

/** The customer's latest orders, newest first. */
export const recentOrdersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'recent', recentOrderCount],
    queryFn: ({ signal }) =>
      client.call('orders.list', { page: 1, per_page: recentOrderCount }, { signal }),
  });

/** One of the customer's orders, with lines and totals. */
export const orderQuery = (client: ApiClient, orderId: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, orderId],
    queryFn: ({ signal }) => client.call('orders.get', { order_id: orderId }, { signal }),
  });
