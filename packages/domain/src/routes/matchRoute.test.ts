import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteMatchResult } from './matchRoute.ts';

function matched(result: RouteMatchResult) {
  if (!result.ok) throw new Error(`expected a match, got ${result.message}`);
  return result;
}

describe('matchRoute', () => {
  it('matches a help-centre topic with the country site', () => {
    const result = matched(matchRoute('/pl-pl/help-center/topic/abc_12'));
    expect(result.route.name).toBe('helpCenterTopic');
    expect(result.params).toEqual({ id: 'abc_12' });
    expect(result.countrySite.id).toBe('pl-pl');
    expect(result.sitePath).toBe('/help-center/topic/abc_12');
  });

  it.each([
    ['/es-es', 'home', {}],
    ['/es-es/', 'home', {}],
    ['/es-es/cart', 'cart', {}],
    ['/es-es/cart/', 'cart', {}],
    ['/es-es/login/password-reset', 'passwordReset', {}],
    ['/es-es/t/navidad', 'tag', { slug: 'navidad' }],
    ['/es-es/tracking/ABC123', 'trackingOrder', { public_id: 'ABC123' }],
    [
      '/es-es/tracking/ABC/user_required_actions/XYZ',
      'userRequiredAction',
      { public_id: 'ABC', user_required_action_public_id: 'XYZ' },
    ],
    ['/es-es/help-center/topic/_12', 'helpCenterTopic', { id: '_12' }],
    ['/es-es/help-center/topic/90', 'helpCenterTopic', { id: '90' }],
    ['/es-es/help-center/category/7', 'helpCenterCategory', { id: 7 }],
    ['/es-es/design/taza/d-1', 'design', { slug: 'taza', design_id: 'd-1' }],
    ['/es-es/designs/taza/42', 'designs', { slug: 'taza', article_id: 42 }],
    ['/es-es/create/19999', 'create', { article_id: 19999 }],
    ['/es-es/accounts/designs/admin', 'accountsDesignsAdmin', {}],
    ['/es-es/my-orders', 'myOrders', {}],
    ['/es-es/gifts-for-mum', 'page', { slug: 'gifts-for-mum' }],
    ['/es-es/caf%C3%A9', 'page', { slug: 'café' }],
    ['/es-es/accounts', 'page', { slug: 'accounts' }],
  ])('%s is %s', (path, name, params) => {
    const result = matched(matchRoute(path));
    expect(result.route.name).toBe(name);
    expect(result.params).toEqual(params);
  });

  it.each([
    ['/es-es/help-center', {}],
    ['/es-es/help-center?query=%20', {}],
    ['/es-es/help-center?query=paquete', { query: 'paquete' }],
    ['/es-es/contact?channel=nope', { channel: 'formContact' }],
    ['/es-es/contact?channel=chat', { channel: 'chat' }],
    ['/es-es/reviews?page=0&family=x', { page: 1 }],
    ['/es-es/reviews?page=3&family=5', { page: 3, family: 5 }],
    ['/es-es/unsubscribe?email=%20a@b.com', { email: 'a@b.com' }],
  ])('%s reads its query with bad values at their defaults', (path, query) => {
    expect(matched(matchRoute(path)).query).toEqual(query);
  });

  it('ignores the hash and reads the first value of each query parameter', () => {
    const result = matched(matchRoute('/es-es/search?query=taza&query=mug&page=2#results'));
    expect(result.route.name).toBe('search');
    expect(result.query).toEqual({ query: 'taza', page: '2' });
  });

  it.each([
    ['/es-es/create/20000'],
    ['/es-es/create/abc'],
    ['/es-es/help-center/topic/abc'],
    ['/es-es/help-center/topic/abc_'],
    ['/es-es/help-center/category/abc_12'],
    ['/es-es/designs/taza/4x2'],
    ['/es-es/design/taza/%20'],
    ['/es-es/%20'],
    ['/es-es/caf%E9'],
  ])('%s fails validation with the path in the message', (path) => {
    expect(matchRoute(path)).toMatchObject({
      ok: false,
      status: 404,
      reason: 'invalid-parameters',
      message: `Page Not Found: ${path}`,
    });
  });

  it('gives a page the query values it reads, falling back to their defaults when bad', () => {
    expect(matched(matchRoute('/es-es/t/mugs?page=3')).query).toMatchObject({ page: 3 });
    for (const page of ['0', '-2', '1.5', 'abc', '1e400', '99999999999999999999', ''])
      expect(matched(matchRoute(`/es-es/t/mugs?page=${page}`)).query.page, page).toBe(1);
    expect(matched(matchRoute('/es-es/t/mugs')).query.page).toBe(1);
    expect(
      matched(matchRoute('/es-es/designs/mugs/2004?list_mode=LANDING&page=2')).query,
    ).toMatchObject({ list_mode: 'LANDING', page: 2 });
    expect(
      matched(matchRoute('/es-es/designs/mugs/2004?list_mode=landing')).query.list_mode,
    ).toBeUndefined();
  });

  it('refuses /search without a non-blank query', () => {
    for (const path of [
      '/es-es/search',
      '/es-es/search?query=',
      '/es-es/search?query=%20%20',
      '/es-es/search?q=taza',
    ]) {
      expect(matchRoute(path)).toMatchObject({
        ok: false,
        reason: 'invalid-parameters',
        message: `Page Not Found: ${path.split('?')[0]}`,
      });
    }
  });

  it.each([
    '/es-es/design/taza',
    '/es-es/a/b/c/d',
    '/es-es//cart',
    '/es-es/tracking/a/user_required_actions',
    '/es-es/CART/x',
  ])('%s is an unknown route', (path) => {
    expect(matchRoute(path)).toMatchObject({
      ok: false,
      status: 404,
      reason: 'unknown-route',
      message: 'Page not found',
    });
  });

  it.each(['/', '', 'es-es/cart', '/xx-xx/cart', '/ES-ES/cart', '/es/cart', '/cart'])(
    '%j has no country-site prefix',
    (path) => {
      expect(matchRoute(path)).toMatchObject({
        ok: false,
        status: 404,
        reason: 'unknown-country-site',
        message: 'Page not found',
      });
    },
  );

  it('answers 404 when the route does not allow the country site', () => {
    expect(matched(matchRoute('/es-es/accounts/commissions')).route.name).toBe(
      'accountsCommissions',
    );
    expect(matchRoute('/pl-pl/accounts/commissions')).toMatchObject({
      ok: false,
      status: 404,
      reason: 'country-site-not-allowed',
      message: 'Page not found',
      route: { name: 'accountsCommissions' },
    });
  });

  it('matches the country sites of the given brand only', () => {
    expect(matched(matchRoute('/es-es/cart', 'second')).countrySite.shop).toBe('TZ-ES');
    expect(matched(matchRoute('/es-es/cart')).countrySite.shop).toBe('WPX-ES');
    expect(matchRoute('/pl-pl/cart', 'second')).toMatchObject({
      ok: false,
      reason: 'unknown-country-site',
    });
  });
});
