import { describe, expect, it } from 'vitest';
import { findCountrySite } from '../countrySites.ts';
import { routePath } from './paths.ts';
import {
  disallowedPathsOn,
  disallowedSitePaths,
  isDisallowedPath,
  sitemapRouteNames,
} from './searchEngines.ts';
import { routes, type RouteDefinition } from './routeTable.ts';

const sampleParams = { slug: 'a-slug', id: '12', design_id: 'ABC123', article_id: '1001' };

describe('what search engines get', () => {
  it('closes every page that needs a login, and the cart, checkout, login and tracking', () => {
    for (const entry of routes.filter((candidate) => candidate.auth === 'required'))
      expect(entry.searchEngines, entry.name).toBe('disallow');
    expect(disallowedSitePaths()).toEqual([
      '/accounts',
      '/cart',
      '/checkout',
      '/login',
      '/my-account',
      '/my-designs',
      '/my-orders',
      '/order-completed',
      '/tracking',
      '/unsubscribe',
    ]);
  });

  it('lists only public pages in the sitemap, none of them closed by robots.txt', () => {
    const closed = disallowedSitePaths();
    for (const name of sitemapRouteNames) {
      const entry = routes.find((candidate) => candidate.name === name);
      expect(entry?.auth, name).toBe('optional');
      expect(entry?.countrySites, name).toBe('all');
      expect(isDisallowedPath(routePath(name, sampleParams), closed), name).toBe(false);
    }
    expect(sitemapRouteNames).toEqual(
      expect.arrayContaining(['home', 'design', 'designs', 'tag', 'helpCenterTopic', 'aboutUs']),
    );
    expect(sitemapRouteNames).not.toContain('search');
  });

  it('closes a first segment route by route when an open page shares it', () => {
    const table: RouteDefinition[] = [
      { ...routes[0], name: 'a', pattern: '/help/private/:id', searchEngines: 'disallow' },
      { ...routes[0], name: 'b', pattern: '/help/:id', searchEngines: 'sitemap' },
      { ...routes[0], name: 'c', pattern: '/basket', searchEngines: 'disallow' },
      { ...routes[0], name: 'd', pattern: '/basket/items/:id', searchEngines: 'disallow' },
    ];
    expect(disallowedSitePaths(table)).toEqual(['/basket', '/help/private/']);
  });

  it('prefixes the paths with the country site and keeps the foticos pages where they exist', () => {
    const spain = findCountrySite('es-es', 'main');
    const poland = findCountrySite('pl-pl', 'main');
    if (!spain || !poland) throw new Error('The country sites exist');
    expect(disallowedPathsOn(spain)).toContain('/es-es/accounts');
    expect(disallowedPathsOn(poland)).toContain('/pl-pl/cart');
    expect(isDisallowedPath('/pl-pl/cart', disallowedPathsOn(poland))).toBe(true);
    expect(isDisallowedPath('/pl-pl/t/wedding', disallowedPathsOn(poland))).toBe(false);
  });
});
