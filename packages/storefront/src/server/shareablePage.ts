import { cartQueryKey } from '@shop/ui/features/data/cartQueries.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether a cart answer (`{ cart }`) holds nothing of its visitor: no line, no item and no
 * promotion code.
 */
export function isEmptyCart(answer: unknown): boolean {
  const cart = (
    answer as
      { cart?: { item_count?: unknown; lines?: unknown; promotion_code?: unknown } } | undefined
  )?.cart;
  return (
    cart?.item_count === 0 &&
    (cart.lines === undefined || (Array.isArray(cart.lines) && cart.lines.length === 0)) &&
    (cart.promotion_code ?? null) === null
  );
}

/**
 * Whether the answers a page was rendered with are the same for every anonymous visitor: none
 * failed, and the session's cart (the only answer about the visitor such a page fetches) is
 * empty (`isEmptyCart`). A query the screen only starts in the browser is pending here and shows its loading
 * state, the same for everyone.
 */
export function holdsNothingPersonal(queryClient: QueryClient): boolean {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') return false;
    if (query.queryKey[0] === cartQueryKey[0] && !isEmptyCart(query.state.data)) return false;
  }
  return true;
}
