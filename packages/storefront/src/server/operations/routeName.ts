import { matchRoute, type BrandId } from '@shop/domain';
import type { Context } from 'hono';
import { routePath } from 'hono/route';

/**
 * The name a request is counted and traced under, never its raw URL (so series and span names
 * stay few): a page route's name from the route table, the API's own pattern (read after the
 * handler that answered), or the folder of a static file.
 */
export function routeNameOf(c: Context, brand: BrandId): string {
  const path = c.req.path;
  if (path.startsWith('/api/')) return routePath(c);
  if (/^\/(assets|builds)\//.test(path)) return path.split('/')[1] ?? '';
  const match = matchRoute(path, brand);
  return match.ok ? match.route.name : 'not-found';
}
