import type { ApiClient } from '@shop/domain';
import { cartQueryKey } from '@shop/ui/features/data/cartQueries.ts';
import { queryOptions } from '@tanstack/react-query';

/** The header's cart badge: the session's cart, shared with the cart page's query key. */
export const cartCountQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => client.call('cart.get', {}, { signal }),
    select: ({ cart }) => cart.item_count,
  });
