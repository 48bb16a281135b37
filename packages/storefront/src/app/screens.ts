import { routePreloadConcurrency, type RouteName } from '@shop/domain';
import type { ScreenEntry } from './screenEntry.ts';

/**
 * The routes this storefront renders, each in its own chunk so a page loads only its own screen.
 * A valid route without an entry answers with the 404 screen until its screens exist.
 */
const loaders: Partial<Record<RouteName, () => Promise<{ screen: ScreenEntry }>>> = {
  home: () => import('./routes/home.tsx'),
  login: () => import('./routes/login.tsx'),
  passwordReset: () => import('./routes/passwordReset.tsx'),
  accountsHome: () => import('./routes/accountsHome.tsx'),
  cart: () => import('./routes/cart.tsx'),
  checkout: () => import('./routes/checkout.tsx'),
  orderCompleted: () => import('./routes/orderCompleted.tsx'),
  offers: () => import('./routes/offers.tsx'),
  search: () => import('./routes/search.tsx'),
  tagsList: () => import('./routes/tagsList.tsx'),
  tag: () => import('./routes/tag.tsx'),
  designs: () => import('./routes/designs.tsx'),
  design: () => import('./routes/design.tsx'),
  create: () => import('./routes/create.tsx'),
  page: () => import('./routes/page.tsx'),
  tracking: () => import('./routes/tracking.tsx'),
  trackingOrder: () => import('./routes/trackingOrder.tsx'),
  userRequiredAction: () => import('./routes/userRequiredAction.tsx'),
};

const loaded = new Map<string, ScreenEntry>();
const loading = new Map<string, Promise<ScreenEntry>>();

export function hasScreen(name: string): boolean {
  return name in loaders;
}

/** Loads a route's screen once; later calls share the same promise. */
export function loadScreen(name: string): Promise<ScreenEntry | undefined> {
  const loader = loaders[name as RouteName];
  if (!loader) return Promise.resolve(undefined);
  let promise = loading.get(name);
  if (!promise) {
    promise = loader().then(({ screen }) => {
      loaded.set(name, screen);
      return screen;
    });
    // A failed load may be retried (e.g. after a deploy the chunk-load handler reloads).
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/** The screen of a route that was loaded before rendering (always, through resolvePage). */
export function loadedScreen(name: string): ScreenEntry | undefined {
  return loaded.get(name);
}

/** Routes waiting for a free preload slot, and how many preloads are running. */
const preloadQueue: string[] = [];
let preloadsRunning = 0;

/**
 * Loads screens ahead of navigation (a link was hovered or came into view), at most
 * `routePreloadConcurrency` at a time across every caller; the rest wait their turn.
 */
export function preloadScreens(names: readonly string[]): void {
  for (const name of names) {
    if (hasScreen(name) && !loading.has(name) && !preloadQueue.includes(name))
      preloadQueue.push(name);
  }
  while (preloadsRunning < routePreloadConcurrency) {
    const name = preloadQueue.shift();
    if (name === undefined) break;
    if (loading.has(name)) continue;
    preloadsRunning += 1;
    void loadScreen(name)
      .catch(() => undefined)
      .finally(() => {
        preloadsRunning -= 1;
        preloadScreens([]);
      });
  }
}
