import type { ShownResolution } from './pageResolution.ts';
import { loadedRouteModule } from './routeModules.ts';

/**
 * The page a resolution shows, for PageView to mount a new page body only when it changes: the
 * path with its query, unless the route's module says which of its URLs are the same page.
 */
export function pageKeyOf(resolution: ShownResolution, path: string): string {
  if (resolution.kind !== 'page') return path;
  const { match } = resolution;
  const pageKey = loadedRouteModule(match.route.name)?.pageKey;
  // Another country site is always another page (its language, prices and cart).
  return pageKey ? `${match.countrySite.pathPrefix} ${match.route.name} ${pageKey(match)}` : path;
}
