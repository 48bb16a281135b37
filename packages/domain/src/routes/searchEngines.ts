import type { CountrySite } from '../countrySites.ts';
import { localizedPath } from './paths.ts';
import {
  isRouteOnCountrySite,
  routes,
  type RouteDefinition,
  type RouteName,
} from './routeTable.ts';

/** The routes each country site's sitemap lists (`searchEngines: 'sitemap'` in the table). */
export const sitemapRouteNames = routes
  .filter((entry) => entry.searchEngines === 'sitemap')
  .map<RouteName>((entry) => entry.name);

/** The pattern up to its first parameter: `/tracking/:public_id` → `/tracking/`. */
function staticPrefix(pattern: string): string {
  const index = pattern.indexOf(':');
  return index === -1 ? pattern : pattern.slice(0, index);
}

const firstSegment = (pattern: string) => pattern.split('/')[1] ?? '';

/**
 * The site paths robots.txt closes, as prefixes: the routes the table marks `disallow`. A first
 * segment whose every route is disallowed is closed whole (`/accounts`, `/tracking`, `/login`);
 * the others route by route.
 */
export function disallowedSitePaths(table: readonly RouteDefinition[] = routes): string[] {
  const disallowed = table.filter((entry) => entry.searchEngines === 'disallow');
  const paths = new Set<string>();
  for (const entry of disallowed) {
    const segment = firstSegment(entry.pattern);
    const sharing = table.filter((other) => firstSegment(other.pattern) === segment);
    paths.add(
      !segment.startsWith(':') && sharing.every((other) => other.searchEngines === 'disallow')
        ? `/${segment}`
        : staticPrefix(entry.pattern),
    );
  }
  // A path under another one adds nothing.
  return [...paths]
    .filter(
      (path) =>
        ![...paths].some(
          (other) => other !== path && path.startsWith(other.endsWith('/') ? other : `${other}/`),
        ),
    )
    .sort();
}

/** The disallowed paths on one country site (`/es-es/cart`), for the routes it serves. */
export function disallowedPathsOn(countrySite: Pick<CountrySite, 'id' | 'pathPrefix'>): string[] {
  const served = routes.filter((entry) => isRouteOnCountrySite(entry.name, countrySite.id));
  return disallowedSitePaths(served).map((path) => localizedPath(countrySite, path));
}

/** Whether robots.txt's rules (`Disallow` path prefixes) close a path. */
export function isDisallowedPath(path: string, disallowedPaths: readonly string[]): boolean {
  return disallowedPaths.some((prefix) => path.startsWith(prefix));
}
