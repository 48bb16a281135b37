import type { ApiClient, ApiResult, Cart } from '@shop/domain';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The cart's query key; the storefront header's cart badge reads the same key. */
export const cartQueryKey = ['cart'] as const;

/** What the cache holds under `['cart']`: the answer of `cart.get`. */
export type CartQueryData = ApiResult<'cart.get'>;

/** Query options of the cart, shared by the cart page, the checkout and the server prefetch. */
export const cartQueries = {
  cart: (client: ApiClient) =>
    queryOptions({
      queryKey: cartQueryKey,
      queryFn: ({ signal }) => client.call('cart.get', {}, { signal }),
    }),
};

/** Totals of a cart after its lines changed locally, until the API answers with its own figures. */
export function recalculateCart(cart: Cart, lines: Cart['lines']): Cart {
  const currency = cart.totals.subtotal.currency;
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price.amount * line.quantity, 0);
  const discount = Math.min(cart.totals.discount.amount, subtotal);
  const shipping = cart.totals.shipping?.amount ?? 0;
  return {
    ...cart,
    lines: lines.map((line) => ({
      ...line,
      total: { amount: line.unit_price.amount * line.quantity, currency },
    })),
    totals: {
      ...cart.totals,
      subtotal: { amount: subtotal, currency },
      discount: { amount: discount, currency },
      total: { amount: Math.max(0, subtotal - discount + shipping), currency },
    },
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

type LineChange = { lineId: number; quantity: number } | { lineId: number; remove: true };

function applyLineChange(cart: Cart, change: LineChange): Cart {
  const lines =
    'remove' in change
      ? cart.lines.filter((line) => line.id !== change.lineId)
      : cart.lines.map((line) =>
          line.id === change.lineId ? { ...line, quantity: change.quantity } : line,
        );
  return recalculateCart(cart, lines);
}

async function optimisticallyChange(queryClient: QueryClient, change: LineChange) {
  await queryClient.cancelQueries({ queryKey: cartQueryKey });
  const previous = queryClient.getQueryData<CartQueryData>(cartQueryKey);
  if (previous)
    queryClient.setQueryData<CartQueryData>(cartQueryKey, {
      cart: applyLineChange(previous.cart, change),
    });
  return { previous };
}

/**
 * Changing and removing cart lines: the cache under `['cart']` changes at once (so the page and
 * the header badge follow), rolls back when the API refuses, and takes the API's cart when it answers.
 */
export function useCartLineMutations(client: ApiClient) {
  const queryClient = useQueryClient();
  const settle = (data: CartQueryData | undefined) => {
    if (data) queryClient.setQueryData<CartQueryData>(cartQueryKey, { cart: data.cart });
  };
  const rollback = (context: { previous: CartQueryData | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
  };

  const changeQuantity = useMutation({
    mutationKey: ['cart', 'changeQuantity'],
    mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      client.call('cart.changeQuantity', { line_id: lineId, quantity }),
    onMutate: (variables) => optimisticallyChange(queryClient, variables),
    onError: (_error, _variables, context) => rollback(context),
    onSuccess: settle,
  });

  const removeLine = useMutation({
    mutationKey: ['cart', 'removeLine'],
    mutationFn: ({ lineId }: { lineId: number }) =>
      client.call('cart.removeLine', { line_id: lineId }),
    onMutate: ({ lineId }) => optimisticallyChange(queryClient, { lineId, remove: true }),
    onError: (_error, _variables, context) => rollback(context),
    onSuccess: settle,
  });

  return { changeQuantity, removeLine };
}

/** Thrown when the API answers that a promotion code does not apply (notice 5004). */
export class PromotionCodeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PromotionCodeRefusedError';
  }
}

/** Applying and removing the promotion code; a refused code rejects with PromotionCodeRefusedError. */
export function usePromotionCodeMutations(client: ApiClient) {
  const queryClient = useQueryClient();
  const settle = (data: CartQueryData) =>
    queryClient.setQueryData<CartQueryData>(cartQueryKey, { cart: data.cart });

  const apply = useMutation({
    mutationKey: ['cart', 'applyPromotionCode'],
    mutationFn: async (code: string) => {
      const result = await client.call('cart.applyPromotionCode', { promotion_code: code });
      if (result.error) throw new PromotionCodeRefusedError(result.error.message);
      return result;
    },
    onSuccess: settle,
  });

  const remove = useMutation({
    mutationKey: ['cart', 'removePromotionCode'],
    mutationFn: () => client.call('cart.removePromotionCode'),
    onSuccess: settle,
  });

  return { apply, remove };
}
