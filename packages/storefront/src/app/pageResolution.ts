import {
  matchRoute,
  pageNotFoundMessage,
  runGuards,
  type CartSummary,
  type GuardEffects,
  type RouteMatch,
  type SessionCustomer,
} from '@shop/domain';
import type { BrandConfig } from '../brand.ts';
import { hasScreen, loadScreen } from './screens.ts';

/** What a request for a path turns into, decided the same way on the server and in the browser. */
export type PageResolution =
  | { kind: 'page'; match: RouteMatch; effects: GuardEffects }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; status: number; message: string };

/** What a page shows: a redirect never renders, it navigates. */
export type ShownResolution = Exclude<PageResolution, { kind: 'redirect' }>;

export interface PageRequest {
  /** Path with query, e.g. `/es-es/search?query=mug`. */
  path: string;
  customer: SessionCustomer | null;
  /** Loaded only for routes whose guards look at the cart. */
  loadCart: () => Promise<CartSummary | null>;
  isCrawler: boolean;
  /** Browser: fetches the route's message namespaces not loaded yet (the server has them all). */
  loadMessages?: (match: RouteMatch) => Promise<void>;
}

const cartGuards = new Set([
  'redirect-empty-cart',
  'redirect-empty-customer',
  'login-redirection-by-cart',
]);

/** Matches the route (locale prefix and parameters) and runs its guards in order. */
export async function resolvePage(
  brandConfig: BrandConfig,
  request: PageRequest,
): Promise<PageResolution> {
  const match = matchRoute(request.path, brandConfig.brand);
  if (!match.ok) return { kind: 'error', status: match.status, message: match.message };
  const needsCart = match.route.guards.some((guard) => cartGuards.has(guard));
  const result = runGuards({
    route: match.route,
    params: match.params,
    query: match.query,
    path: request.path,
    countrySite: match.countrySite,
    session: { customer: request.customer },
    cart: needsCart ? await request.loadCart() : null,
    options: brandConfig.siteOptions,
    isCrawler: request.isCrawler,
  });
  if (result.kind === 'redirect') return { kind: 'redirect', location: result.target };
  if (result.kind === 'not-found')
    return { kind: 'error', status: result.status, message: result.message };
  // A valid route whose screens are not built yet answers like an unknown page.
  if (!hasScreen(match.route.name))
    return { kind: 'error', status: 404, message: pageNotFoundMessage };
  // The screen's code and its messages load in parallel before the page renders, so rendering
  // never waits for a chunk and never shows a raw key.
  await Promise.all([loadScreen(match.route.name), request.loadMessages?.(match)]);
  return { kind: 'page', match, effects: result.effects };
}
