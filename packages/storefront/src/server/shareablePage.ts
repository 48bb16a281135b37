import { cartQueryKey } from '@shop/ui/features/data/cartQueries.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether the answers a page was rendered with are the same for every anonymous visitor: none
 * failed, and the session's cart (the only answer about the visitor an anonymous page fetches) is
 * empty. A query the screen only starts in the browser is pending here and shows its loading
 * state, the same for everyone.
 */
export function holdsNothingPersonal(queryClient: QueryClient): boolean {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') return false;
    if (query.queryKey[0] === cartQueryKey[0]) {
      const data = query.state.data as { cart?: { item_count?: unknown } } | undefined;
      if (data?.cart?.item_count !== 0) return false;
    }
  }
  return true;
}
