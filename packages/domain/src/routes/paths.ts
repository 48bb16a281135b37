import type { CountrySite } from '../countrySites.ts';
import { findRoute, type RouteName } from './routeTable.ts';

/** A site path (`/cart`) under a country site's prefix (`/es-es/cart`); the home page is `/es-es`. */
export function localizedPath(
  countrySite: Pick<CountrySite, 'pathPrefix'>,
  sitePath: string,
): string {
  const [pathname = '', ...rest] = sitePath.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  return pathname === '/' || pathname === ''
    ? `${countrySite.pathPrefix}${query}`
    : `${countrySite.pathPrefix}${pathname}${query}`;
}

export type RouteParamValues = Readonly<Record<string, string | number>>;

/** The site path of a named route with its parameters filled in and encoded. */
export function routePath(name: RouteName, params: RouteParamValues = {}): string {
  return findRoute(name).pattern.replace(/:(\w+)/g, (_placeholder, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`Missing parameter ${param} for route ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The full path of a named route on a country site, with an optional query. */
export function hrefOf(
  countrySite: Pick<CountrySite, 'pathPrefix'>,
  name: RouteName,
  params: RouteParamValues = {},
  query: Readonly<Record<string, string>> = {},
): string {
  let search = '';
  // Most links have no query: no URLSearchParams for them.
  for (const _ in query) {
    search = new URLSearchParams(query).toString();
    break;
  }
  return localizedPath(countrySite, `${routePath(name, params)}${search ? `?${search}` : ''}`);
}
