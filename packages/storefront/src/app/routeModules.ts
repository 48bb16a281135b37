import { routePreloadConcurrency } from '@shop/domain';
import type { RouteModule } from './defineRoute.tsx';

/**
 * The route modules, one per route of the route table, named after the route
 * (`routes/accountsOrders.tsx`), each in its own chunk so a page loads only its own screen. A route
 * of the table without a module answers with the 404 screen until it is built.
 */
const modules = import.meta.glob<RouteModule>('./routes/*.tsx', { import: 'default' });
const loaders = new Map(
  Object.entries(modules).map(([path, load]) => [/\/(\w+)\.tsx$/.exec(path)?.[1] ?? path, load]),
);

const loaded = new Map<string, RouteModule>();
const loading = new Map<string, Promise<RouteModule>>();

export function hasRouteModule(name: string): boolean {
  return loaders.has(name);
}

/** Loads a route's module once; later calls share the same promise. */
export function loadRouteModule(name: string): Promise<RouteModule | undefined> {
  const loader = loaders.get(name);
  if (!loader) return Promise.resolve(undefined);
  let promise = loading.get(name);
  if (!promise) {
    promise = loader().then((module) => {
      if (module.name !== name)
        throw new Error(`routes/${name}.tsx declares the route ${module.name}`);
      loaded.set(name, module);
      return module;
    });
    // A failed load may be retried (e.g. after a deploy the chunk-load handler reloads).
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/** The module of a route that was loaded before rendering (always, through resolvePage). */
export function loadedRouteModule(name: string): RouteModule | undefined {
  return loaded.get(name);
}

/** Routes waiting for a free preload slot, and how many preloads are running. */
const preloadQueue: string[] = [];
let preloadsRunning = 0;

/**
 * Loads route modules ahead of navigation (a link was hovered or came into view), at most
 * `routePreloadConcurrency` at a time across every caller; the rest wait their turn.
 */
export function preloadRouteModules(names: readonly string[]): void {
  for (const name of names) {
    if (hasRouteModule(name) && !loading.has(name) && !preloadQueue.includes(name))
      preloadQueue.push(name);
  }
  while (preloadsRunning < routePreloadConcurrency) {
    const name = preloadQueue.shift();
    if (name === undefined) break;
    if (loading.has(name)) continue;
    preloadsRunning += 1;
    void loadRouteModule(name)
      .catch(() => undefined)
      .finally(() => {
        preloadsRunning -= 1;
        preloadRouteModules([]);
      });
  }
}
