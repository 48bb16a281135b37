import { describe, expect, it } from 'vitest';
import { findRoute, guardNames, layouts, routeNames, routes } from './routeTable.ts';

describe('route table', () => {
  it('lists every page of the spec and the account area', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      '/',
      '/cart',
      '/offers',
      '/search',
      '/contact',
      '/reviews',
      '/about-us',
      '/tags-list',
      '/newsletter',
      '/unsubscribe',
      '/checkout',
      '/t/:slug',
      '/login',
      '/login/password-reset',
      '/tracking',
      '/tracking/:public_id',
      '/tracking/:public_id/user_required_actions/:user_required_action_public_id',
      '/order-completed',
      '/help-center',
      '/help-center/topic/:id',
      '/help-center/category/:id',
      '/design/:slug/:design_id',
      '/designs/:slug/:article_id',
      '/create/:article_id',
      '/accounts/home',
      '/accounts/profile',
      '/accounts/designs',
      '/accounts/orders',
      '/accounts/orders/:order_id',
      '/accounts/tickets',
      '/accounts/tickets/:ticket_id',
      '/accounts/config',
      '/accounts/invoices',
      '/accounts/commissions',
      '/accounts/designs/admin',
      '/my-account',
      '/my-orders',
      '/my-designs',
      '/:slug',
    ]);
  });

  it('has unique names and patterns', () => {
    expect(new Set(routeNames).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
  });

  it('names only known guards and layouts', () => {
    for (const route of routes) {
      for (const guard of route.guards) expect(guardNames, route.name).toContain(guard);
      expect(layouts).toContain(route.layout);
    }
  });

  it('uses the master layout unless the spec says otherwise', () => {
    const others = routes
      .filter((route) => route.layout !== 'master')
      .map((route) => [route.name, route.layout]);
    expect(others).toEqual([
      ['checkout', 'light'],
      ['create', 'blank'],
      ['accountsHome', 'master-accounts'],
      ['accountsProfile', 'master-accounts'],
      ['accountsDesigns', 'master-accounts'],
      ['accountsOrders', 'master-accounts'],
      ['accountsOrder', 'master-accounts'],
      ['accountsTickets', 'master-accounts'],
      ['accountsTicket', 'master-accounts'],
      ['accountsConfig', 'master-accounts'],
      ['accountsInvoices', 'master-accounts'],
      ['accountsCommissions', 'master-accounts'],
      ['accountsDesignsAdmin', 'master-accounts'],
    ]);
  });

  it('keeps the spec guard order', () => {
    expect(findRoute('checkout').guards).toEqual([
      'authentication',
      'allow-login-or-guest-checkout',
      'redirect-empty-cart',
      'redirect-empty-customer',
      'allow-customer-make-orders',
    ]);
    expect(findRoute('create').guards).toEqual([
      'authentication',
      'set-constructor-layout',
      'force-ssr',
    ]);
    expect(findRoute('accountsInvoices').guards).toEqual([
      'authentication',
      'redirect-not-foticos',
      'allow-accounts-invoices',
    ]);
    expect(findRoute('login').guards).toEqual(['login-redirection-by-cart', 'authentication']);
    expect(findRoute('contact').guards).toEqual(['authentication', 'redirect-contact-if-logged']);
    expect(findRoute('tracking').guards).toEqual(['authentication', 'tracking-redirect-if-logged']);
  });

  it('requires login in the account area and forbids it on login pages', () => {
    const required = routes
      .filter((route) => route.auth === 'required')
      .map((route) => route.pattern);
    // The account pages, and the shortcuts into them (a visitor logs in, then is sent on).
    // Nine pages, plus an order's and a ticket's own page.
    expect(required.filter((pattern) => pattern.startsWith('/accounts/'))).toHaveLength(11);
    expect(required.filter((pattern) => !pattern.startsWith('/accounts/'))).toEqual([
      '/my-account',
      '/my-orders',
      '/my-designs',
    ]);
    expect(routes.filter((route) => route.auth === 'forbidden').map((route) => route.name)).toEqual(
      ['login', 'passwordReset'],
    );
  });

  it('does not keep the catch-all page alive and renders the constructor in the browser', () => {
    expect(routes.filter((route) => !route.keepAlive).map((route) => route.name)).toEqual(['page']);
    expect(routes.filter((route) => !route.ssr).map((route) => route.name)).toEqual(['create']);
  });

  it('points the three shortcuts into the account area', () => {
    const shortcuts = routes
      .filter((route) => route.redirectTo !== undefined)
      .map((route) => [route.pattern, route.redirectTo]);
    expect(shortcuts).toEqual([
      ['/my-account', '/accounts/home'],
      ['/my-orders', '/accounts/orders'],
      ['/my-designs', '/accounts/designs'],
    ]);
    for (const [, target] of shortcuts)
      expect(routes.some((route) => route.pattern === target)).toBe(true);
  });

  it('throws for an unknown route name', () => {
    expect(() => findRoute('nope' as 'home')).toThrow('Unknown route: nope');
  });
});
