import type { RouteMatch } from '@shop/domain';

/** The `page` query parameter as a page number from 1; anything else is the first page. */
export function pageOf(match: RouteMatch): number {
  const page = Number(match.query.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A path parameter the route's schema has already checked. */
export function paramOf(match: RouteMatch, name: string): string {
  return String(match.params[name]);
}
