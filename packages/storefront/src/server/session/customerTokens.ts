import { createApiClient, isApiError } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import { productApiBaseUrl } from '../proxy/upstream.ts';

/** How long this process trusts a customer token it has seen the product API accept. */
const liveTokenCacheMs = 5_000;

/**
 * Whether a sealed session's customer token still stands: sign-out revokes the token at the product
 * API, so a copy of the cookie taken before it must not show the customer again. The servers keep
 * no session store: they ask the product API (the customer's profile, which a revoked token may
 * not read) and trust the answer for a few seconds per process; a sign-out on this process is
 * known at once.
 */
export interface CustomerTokens {
  isLive(token: string): Promise<boolean>;
  /** The customer signed out here: the token is refused without asking again. */
  revoke(token: string): void;
}

export function customerTokens(options: {
  /** The product API, as the server reaches it (`productApiFetch`). */
  fetchProductApi: typeof fetch;
  timeoutMs: number;
}): CustomerTokens {
  const known = new LRUCache<string, Promise<boolean>>({ max: 10_000, ttl: liveTokenCacheMs });
  const revoked = new LRUCache<string, true>({ max: 10_000 });
  const ask = async (token: string) => {
    const client = createApiClient({
      mode: 'direct',
      baseUrl: productApiBaseUrl,
      fetch: options.fetchProductApi,
      timeoutMs: options.timeoutMs,
      token,
    });
    try {
      await client.call('customers.getProfile', {});
      return true;
    } catch (error) {
      if (isApiError(error) && [401, 403].includes(error.upstreamStatus ?? 0)) return false;
      // The product API is down or odd: the pages that need it fail on their own; keep the
      // customer rather than sign everybody out, and ask again next time.
      known.delete(token);
      return true;
    }
  };
  return {
    isLive: async (token) => {
      if (revoked.has(token)) return false;
      let answer = known.get(token);
      if (!answer) {
        answer = ask(token);
        known.set(token, answer);
      }
      const live = await answer;
      if (!live) revoked.set(token, true);
      return live;
    },
    revoke: (token) => {
      known.delete(token);
      revoked.set(token, true);
    },
  };
}
