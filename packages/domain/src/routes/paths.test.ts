import { describe, expect, it } from 'vitest';
import { findCountrySite } from '../countrySites.ts';
import { hrefOf, localizedPath, routePath } from './paths.ts';

const polish = findCountrySite('pl-pl') ?? { pathPrefix: '/pl-pl' as const };

describe('paths', () => {
  it('put site paths under the prefix', () => {
    expect(localizedPath(polish, '/cart')).toBe('/pl-pl/cart');
    expect(localizedPath(polish, '/')).toBe('/pl-pl');
    expect(localizedPath(polish, '/?a=1')).toBe('/pl-pl?a=1');
    expect(localizedPath(polish, '/login?redirect=/a?b')).toBe('/pl-pl/login?redirect=/a?b');
  });

  it('fill and encode route parameters', () => {
    expect(routePath('helpCenterTopic', { id: 'abc_12' })).toBe('/help-center/topic/abc_12');
    expect(routePath('design', { slug: 'taza café', design_id: 'a/b' })).toBe(
      '/design/taza%20caf%C3%A9/a%2Fb',
    );
    expect(routePath('create', { article_id: 19999 })).toBe('/create/19999');
    expect(() => routePath('create')).toThrow('Missing parameter article_id for route create');
  });

  it('build full links with a query', () => {
    expect(hrefOf(polish, 'search', {}, { query: 'kubek z nadrukiem' })).toBe(
      '/pl-pl/search?query=kubek+z+nadrukiem',
    );
    expect(hrefOf(polish, 'home')).toBe('/pl-pl');
  });
});
