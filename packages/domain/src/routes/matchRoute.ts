import { safeParse } from 'valibot';
import { findCountrySite, type CountrySite } from '../countrySites.ts';
import type { BrandId } from '../vocabulary/shops.ts';
import { routes, type RouteDefinition } from './routeTable.ts';

export interface RouteMatch {
  readonly ok: true;
  readonly route: RouteDefinition;
  /** Parameters after validation (digit ids are numbers). */
  readonly params: Record<string, unknown>;
  /** Query parameters, first value of each name, after the route's query schema. */
  readonly query: Record<string, unknown>;
  readonly countrySite: CountrySite;
  /** The path without the country-site prefix, query or hash (`/help-center/topic/abc_12`). */
  readonly sitePath: string;
}

type NotFoundReason =
  'unknown-country-site' | 'unknown-route' | 'country-site-not-allowed' | 'invalid-parameters';

interface RouteNotFound {
  readonly ok: false;
  readonly status: 404;
  /** 'Page Not Found: {path}' when validation fails, 'Page not found' otherwise (spec section 8). */
  readonly message: string;
  readonly reason: NotFoundReason;
  /** The route whose pattern matched, when there was one. */
  readonly route?: RouteDefinition;
  readonly countrySite?: CountrySite;
}

export type RouteMatchResult = RouteMatch | RouteNotFound;

export const pageNotFoundMessage = 'Page not found';
function invalidPageMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

function notFound(
  reason: NotFoundReason,
  message: string,
  extra: Pick<RouteNotFound, 'route' | 'countrySite'> = {},
): RouteNotFound {
  return { ok: false, status: 404, message, reason, ...extra };
}

function splitPath(path: string): { pathname: string; search: string } {
  const withoutHash = path.split('#', 1)[0] ?? '';
  const queryStart = withoutHash.indexOf('?');
  return queryStart === -1
    ? { pathname: withoutHash, search: '' }
    : { pathname: withoutHash.slice(0, queryStart), search: withoutHash.slice(queryStart) };
}

/** Raw (still encoded) parameter values when the segments fit the pattern. */
function matchPattern(
  pattern: string,
  segments: readonly string[],
): Record<string, string> | undefined {
  const patternSegments = pattern === '/' ? [] : pattern.slice(1).split('/');
  if (patternSegments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = segments[index] ?? '';
    if (patternSegment.startsWith(':')) {
      if (segment === '') return undefined;
      params[patternSegment.slice(1)] = segment;
    } else if (patternSegment !== segment) {
      return undefined;
    }
  }
  return params;
}

function decodeParams(raw: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return undefined;
  }
}

function firstValues(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!(name in query)) query[name] = value;
  }
  return query;
}

/**
 * Resolves a storefront path (`/pl-pl/help-center/topic/abc_12?x=1`) against the route table. Every path
 * starts with a country-site prefix of the brand; one trailing slash is ignored; matching is
 * case-sensitive, as the prefixes and patterns are lowercase.
 */
export function matchRoute(path: string, brand: BrandId = 'main'): RouteMatchResult {
  const { pathname, search } = splitPath(path);
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith('/')) return notFound('unknown-country-site', pageNotFoundMessage);
  const [prefix = '', ...segments] = trimmed.slice(1).split('/');
  const countrySite = findCountrySite(prefix, brand);
  if (!countrySite) return notFound('unknown-country-site', pageNotFoundMessage);

  for (const route of routes) {
    const raw = matchPattern(route.pattern, segments);
    if (!raw) continue;
    if (route.countrySites !== 'all' && !route.countrySites.includes(countrySite.id)) {
      return notFound('country-site-not-allowed', pageNotFoundMessage, { route, countrySite });
    }
    const decoded = decodeParams(raw);
    const params = decoded && safeParse(route.params, decoded);
    const query = safeParse(route.query, firstValues(search));
    if (!params?.success || !query.success) {
      return notFound('invalid-parameters', invalidPageMessage(trimmed), { route, countrySite });
    }
    return {
      ok: true,
      route,
      params: params.output,
      query: query.output,
      countrySite,
      sitePath: segments.length === 0 ? '/' : `/${segments.join('/')}`,
    };
  }
  return notFound('unknown-route', pageNotFoundMessage, { countrySite });
}
