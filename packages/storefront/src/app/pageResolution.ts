import {
  cartGuardNeeds,
  hrefOf,
  matchRoute,
  pageNotFoundMessage,
  refusedPageMessage,
  runGuards,
  serviceUnavailableMessage,
  type CartSummary,
  type GuardEffects,
  type RefusalReason,
  type RouteMatch,
  type SessionCustomer,
} from '@shop/domain';
import type { BrandConfig } from '../brand.ts';
import { hasRouteModule, loadRouteModule } from './routeModules.ts';

/** What a request for a path turns into, decided the same way on the server and in the browser. */
export type PageResolution =
  | { kind: 'page'; match: RouteMatch; effects: GuardEffects }
  | { kind: 'redirect'; location: string }
  | { kind: 'error'; status: number; message: string; refusal?: RefusalReason };

/** What a page shows: a redirect never renders, it navigates. */
export type ShownResolution = Exclude<PageResolution, { kind: 'redirect' }>;

export interface PageRequest {
  /** Path with query, e.g. `/es-es/search?query=mug`. */
  path: string;
  customer: SessionCustomer | null;
  /** Loaded only for routes whose guards look at the cart. */
  loadCart: () => Promise<CartSummary | null>;
  isCrawler: boolean;
  /** Told when the cart could not be loaded (the server logs it). */
  onCartUnavailable?: (error: unknown) => void;
  /** Browser: fetches the route's message namespaces not loaded yet (the server has them all). */
  loadMessages?: (match: RouteMatch) => Promise<void>;
}

/**
 * Where a guard's redirect lands: its target, unless that page is not built yet (an account page
 * of a later release); then the account home for a customer, the home page for a visitor. A
 * redirect never leads to a 404.
 */
function landingOf(
  brandConfig: BrandConfig,
  customer: SessionCustomer | null,
): (target: string) => string {
  return (target) => {
    const destination = matchRoute(target, brandConfig.id);
    if (!destination.ok || hasRouteModule(destination.route.name)) return target;
    return hrefOf(destination.countrySite, customer ? 'accountsHome' : 'home');
  };
}

/** Matches the route (locale prefix and parameters) and runs its guards in order. */
export async function resolvePage(
  brandConfig: BrandConfig,
  request: PageRequest,
): Promise<PageResolution> {
  const match = matchRoute(request.path, brandConfig.id);
  const landing = landingOf(brandConfig, request.customer);
  if (!match.ok) return { kind: 'error', status: match.status, message: match.message };
  const cartNeeds = match.route.guards.flatMap((guard) =>
    guard in cartGuardNeeds ? [cartGuardNeeds[guard as keyof typeof cartGuardNeeds]] : [],
  );
  let cart: CartSummary | null = null;
  if (cartNeeds.length > 0) {
    try {
      cart = await request.loadCart();
    } catch (error) {
      // Like a failed prefetch: the page still shows, unless a guard cannot decide without it.
      request.onCartUnavailable?.(error);
      if (cartNeeds.includes('decides'))
        return { kind: 'error', status: 503, message: serviceUnavailableMessage };
    }
  }
  const result = runGuards({
    route: match.route,
    params: match.params,
    query: match.query,
    path: request.path,
    countrySite: match.countrySite,
    session: { customer: request.customer },
    cart,
    options: brandConfig.siteOptions,
    isCrawler: request.isCrawler,
  });
  if (result.kind === 'redirect') return { kind: 'redirect', location: landing(result.target) };
  if (result.kind === 'not-found')
    return { kind: 'error', status: result.status, message: result.message };
  if (result.kind === 'refused')
    return {
      kind: 'error',
      status: result.status,
      message: refusedPageMessage,
      refusal: result.reason,
    };
  // A valid route whose screens are not built yet answers like an unknown page.
  if (!hasRouteModule(match.route.name))
    return { kind: 'error', status: 404, message: pageNotFoundMessage };
  // The screen's code and its messages load in parallel before the page renders, so rendering
  // never waits for a chunk and never shows a raw key.
  await Promise.all([loadRouteModule(match.route.name), request.loadMessages?.(match)]);
  return { kind: 'page', match, effects: result.effects };
}
