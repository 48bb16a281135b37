import type { ApiClient, BrandId, DateFilter, Order, OrderStatusCode } from '@shop/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryKey, type CartQueryData } from './cartQueries.ts';

/** All queries of the customer's orders start with this key: placing an order invalidates them. */
export const ordersQueryKey = ['orders'] as const;

const recentOrderCount = 3;

/** The customer's latest orders in this brand's shops, newest first. */
export const recentOrdersQuery = (client: ApiClient, brand: BrandId) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'recent', brand, recentOrderCount],
    queryFn: ({ signal }) =>
      client.call('orders.list', { brand, page: 1, per_page: recentOrderCount }, { signal }),
  });

/** One of the customer's orders placed in this brand's shops, with lines and totals. */
export const orderQuery = (client: ApiClient, brand: BrandId, orderId: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, brand, orderId],
    queryFn: ({ signal }) => client.call('orders.get', { order_id: orderId, brand }, { signal }),
  });

/** What the orders page shows: a period, an optional status and a page, all kept in the URL. */
export interface AccountOrderFilters {
  dateFilter: DateFilter;
  status?: OrderStatusCode;
  page: number;
}

export const defaultOrderFilters: AccountOrderFilters = { dateFilter: 'without', page: 1 };

/** How many orders a page of /accounts/orders lists. */
const ordersPageSize = 20;

/** Query options of the accounts area's orders, shared by its screens and the server prefetch. */
export const accountOrderQueries = {
  /** One page of the customer's orders placed in this brand's shops, newest first. */
  list: (client: ApiClient, brand: BrandId, filters: AccountOrderFilters) =>
    queryOptions({
      queryKey: [...ordersQueryKey, 'list', brand, filters],
      queryFn: ({ signal }) =>
        client.call(
          'orders.list',
          {
            brand,
            date_filter: filters.dateFilter,
            status_code: filters.status,
            page: filters.page,
            per_page: ordersPageSize,
          },
          { signal },
        ),
    }),
  /** One order with its lines, totals, addresses and payment. */
  order: orderQuery,
};

/**
 * Orders an order's lines again: each goes into the cart with its article, quantity and design,
 * one after the other (the cart answers with itself each time); the cache then holds the last.
 */
export function useReorder(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: Order['lines']) => {
      let latest: CartQueryData | undefined;
      for (const line of lines) {
        latest = await client.call('cart.addLine', {
          article_id: line.article_id,
          quantity: line.quantity,
          design_id: line.design_id ?? undefined,
        });
      }
      return latest;
    },
    onSuccess: (data) => {
      if (data) queryClient.setQueryData<CartQueryData>(cartQueryKey, { cart: data.cart });
    },
  });
}
