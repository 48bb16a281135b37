import { createApiClient, endpointList, findCountrySite, pathTemplatePattern } from '@shop/domain';
import { defaultCountrySiteOf, type BrandConfig } from '../../brand.ts';
import { productApiBaseUrl } from '../proxy/upstream.ts';
import { isEmptyCart } from '../shareablePage.ts';
import { safeJson } from './pageDocument.ts';

/** How long a page may wait for the product API, all calls together, unless configured. */
export const defaultPageBudgetMs = 3000;

/**
 * How long a client waits before asking again for a page whose own subject could not be loaded
 * (answered 503): the product API is back soon, or the page is served from elsewhere.
 */
export const subjectRetryAfterSeconds = 30;

/** The product API as one page asks it: every call under the page's budget. */
export interface PageBudget {
  /**
   * `fetch` whose calls, the answer's body included, are aborted when the page's time for the
   * product API is up, when the visitor leaves, or when the page is done.
   */
  readonly fetch: typeof fetch;
  /** The page is done: its clock stops and whatever it still asks is aborted. */
  end(): void;
}

/**
 * Starts a page's budget for the product API: `budgetMs` for all of its calls together, headers
 * and bodies, then they are aborted (the upstream connection closed) and the page renders what it
 * has. A visitor who leaves (`visitorLeft`) aborts them at once.
 */
export function pageBudget(
  fetchProductApi: typeof fetch,
  budgetMs: number,
  visitorLeft: AbortSignal,
): PageBudget {
  const budget = new AbortController();
  const detach = new Set<() => void>();
  const stop = (reason: string) => {
    if (!budget.signal.aborted) budget.abort(new Error(reason));
  };
  const timer = setTimeout(() => stop('The page’s time for the product API is up'), budgetMs);
  const onLeft = () => stop('The visitor left');
  if (visitorLeft.aborted) onLeft();
  visitorLeft.addEventListener('abort', onLeft, { once: true });
  return {
    fetch: withinBudget(fetchProductApi, budget.signal, detach),
    end: () => {
      clearTimeout(timer);
      stop('The page is done');
      visitorLeft.removeEventListener('abort', onLeft);
      for (const remove of detach) remove();
      detach.clear();
    },
  };
}

/**
 * `fetch` whose calls are also aborted when the page's budget runs out. The two signals are joined
 * by listeners the page removes when it is done (`detach`), not when the answer's headers arrive:
 * its body is read under the budget as well. (AbortSignal.any kept every page's signals alive
 * under load: the server's memory grew with every request.)
 */
function withinBudget(
  fetchProductApi: typeof fetch,
  budget: AbortSignal,
  detach: Set<() => void>,
): typeof fetch {
  return (input, init) => {
    // The caller's own signal, without building a Request only to read it (the call builds one).
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const call = new AbortController();
    const stopOnRequest = () => call.abort(own?.reason);
    const stopOnBudget = () => call.abort(budget.reason);
    if (own?.aborted) stopOnRequest();
    if (budget.aborted) stopOnBudget();
    own?.addEventListener('abort', stopOnRequest, { once: true });
    budget.addEventListener('abort', stopOnBudget, { once: true });
    detach.add(() => {
      own?.removeEventListener('abort', stopOnRequest);
      budget.removeEventListener('abort', stopOnBudget);
    });
    return fetchProductApi(input, { ...init, signal: call.signal });
  };
}

/**
 * The product API calls a page shared between visitors with a session may make: the public reads
 * (the same for everyone) and the session's cart (checked and filled per response). Any other
 * (the session's designs, its checkout) may be the visitor's own.
 */
const sharedCalls = endpointList
  .filter(
    (endpoint) =>
      endpoint.method === 'GET' && (endpoint.access === 'public' || endpoint.path === '/cart'),
  )
  .map((endpoint) => pathTemplatePattern(endpoint.path));

/** `fetch` that notes whether a call other than `sharedCalls` was made. */
export function notingOwnCalls(fetchProductApi: typeof fetch) {
  const noted = { ownCall: false };
  const fetchNoting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const path = new URL(url, productApiBaseUrl).pathname;
    if (method !== 'GET' || !sharedCalls.some((pattern) => pattern.test(path)))
      noted.ownCall = true;
    return fetchProductApi(input, init);
  };
  return { noted, fetch: fetchNoting };
}

/** The session's cart as the page's visitor has it, and its JSON when it is empty. */
export interface VisitorCart {
  /** The answer of `cart.get`, or undefined when the call failed. */
  cart: unknown;
  /** The answer as safe JSON for a shared page's cart slot, only when the cart is empty. */
  emptyCartJson?: string;
}

/**
 * Asks for the visitor's own cart: for a visitor with a session it decides whether a shared page
 * (made with an empty cart) is theirs, and fills it in; the render does not ask again.
 */
export async function askVisitorCart(
  brandConfig: BrandConfig,
  options: { path: string; sessionId: string; fetch: typeof fetch },
): Promise<VisitorCart> {
  const prefix = options.path.split(/[/?#]/)[1] ?? '';
  const cart = await createApiClient({
    mode: 'direct',
    baseUrl: productApiBaseUrl,
    fetch: options.fetch,
    sessionId: options.sessionId,
    language: (findCountrySite(prefix, brandConfig.id) ?? defaultCountrySiteOf(brandConfig)).locale,
  })
    .call('cart.get')
    .catch(() => undefined);
  return cart !== undefined && isEmptyCart(cart)
    ? { cart, emptyCartJson: safeJson(cart) }
    : { cart };
}
