import { describe, expect, it } from 'vitest';
import { findCountrySite } from '../countrySites.ts';
import { UnknownGuardError, UnsafeRedirectError } from '../errors.ts';
import type { SessionCustomer } from '../session/sessionSchemas.ts';
import {
  allow,
  guardOf,
  guards,
  isGuardName,
  redirect,
  runGuards,
  type CartSummary,
  type GuardContext,
  type SiteOptions,
} from './guards.ts';
import { matchRoute } from './matchRoute.ts';
import {
  findRoute,
  guardNames,
  routes,
  type GuardName,
  type RouteDefinition,
  type RouteName,
} from './routeTable.ts';

const spain = findCountrySite('es-es') ?? { pathPrefix: '/es-es' as const };

function customer(
  overrides: Partial<Omit<SessionCustomer, 'permissions'>> & {
    permissions?: Partial<SessionCustomer['permissions']>;
  } = {},
): SessionCustomer {
  const { permissions, ...rest } = overrides;
  return {
    id: 7,
    email: 'ana@example.com',
    customer_type: 'PERSON',
    first_name: 'Ana',
    last_name: 'García',
    is_foticos: false,
    ...rest,
    permissions: {
      can_make_orders: true,
      accounts_orders: true,
      accounts_tickets: true,
      accounts_invoices: true,
      ...permissions,
    },
  };
}

interface ContextInput {
  route?: RouteName | RouteDefinition;
  path?: string;
  query?: Record<string, unknown>;
  customer?: SessionCustomer | null;
  screenWidth?: number;
  cart?: CartSummary | null;
  options?: SiteOptions;
  isCrawler?: boolean;
}

function context({
  route = 'home',
  path,
  query = {},
  customer: sessionCustomer = null,
  screenWidth,
  cart = null,
  options,
  isCrawler,
}: ContextInput = {}): GuardContext {
  const definition = typeof route === 'string' ? findRoute(route) : route;
  return {
    route: definition,
    params: {},
    query,
    path: path ?? `/es-es${definition.pattern === '/' ? '' : definition.pattern}`,
    countrySite: spain,
    session: { customer: sessionCustomer, ...(screenWidth === undefined ? {} : { screenWidth }) },
    cart,
    ...(options ? { options } : {}),
    ...(isCrawler === undefined ? {} : { isCrawler }),
  };
}

const fullCart: CartSummary = { lineCount: 2, hasCustomer: true };
const emptyCart: CartSummary = { lineCount: 0, hasCustomer: false };
const to = (target: string) => ({ kind: 'redirect', target });
const allowed = { kind: 'allow', effects: {} };

describe('authentication', () => {
  const guard = guards.authentication;

  it('sends anonymous visitors of login-only pages to /login with the original path', () => {
    const result = guard(
      context({ route: 'accountsOrders', path: '/es-es/accounts/orders?page=2' }),
    );
    expect(result).toEqual(to('/es-es/login?redirect=%2Fes-es%2Faccounts%2Forders%3Fpage%3D2'));
  });

  it('lets customers into login-only pages', () => {
    expect(guard(context({ route: 'accountsOrders', customer: customer() }))).toEqual(allowed);
  });

  it('sends customers away from pages for anonymous visitors, home by default', () => {
    expect(guard(context({ route: 'passwordReset', customer: customer() }))).toEqual(to('/es-es'));
    expect(
      guard(
        context({
          route: 'passwordReset',
          customer: customer(),
          options: { loggedInRedirect: '/accounts/home' },
        }),
      ),
    ).toEqual(to('/es-es/accounts/home'));
  });

  it('lets anonymous visitors into pages for anonymous visitors, even when login is required everywhere', () => {
    expect(guard(context({ route: 'passwordReset' }))).toEqual(allowed);
    expect(guard(context({ route: 'login', options: { requireLogin: true } }))).toEqual(allowed);
  });

  it('lets everyone into optional pages unless the site requires login everywhere', () => {
    expect(guard(context({ route: 'cart' }))).toEqual(allowed);
    expect(guard(context({ route: 'cart', customer: customer() }))).toEqual(allowed);
    expect(guard(context({ route: 'cart', options: { requireLogin: true } }))).toEqual(
      to('/es-es/login?redirect=%2Fes-es%2Fcart'),
    );
    expect(
      guard(context({ route: 'cart', customer: customer(), options: { requireLogin: true } })),
    ).toEqual(allowed);
  });

  it('refuses a configured logged-in page outside the site', () => {
    for (const loggedInRedirect of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'accounts/home',
    ]) {
      expect(() =>
        guard(context({ route: 'login', customer: customer(), options: { loggedInRedirect } })),
      ).toThrow(UnsafeRedirectError);
    }
  });
});

describe('redirect-contact-if-logged', () => {
  const guard = guards['redirect-contact-if-logged'];
  it('sends customers with tickets to their tickets', () => {
    expect(guard(context({ route: 'contact', customer: customer() }))).toEqual(
      to('/es-es/accounts/tickets'),
    );
  });
  it('keeps customers without tickets and anonymous visitors on the form', () => {
    expect(
      guard(
        context({
          route: 'contact',
          customer: customer({ permissions: { accounts_tickets: false } }),
        }),
      ),
    ).toEqual(allowed);
    expect(guard(context({ route: 'contact' }))).toEqual(allowed);
  });
});

describe('allow-login-or-guest-checkout', () => {
  const guard = guards['allow-login-or-guest-checkout'];
  it('allows customers and, by default, guests', () => {
    expect(
      guard(
        context({ route: 'checkout', customer: customer(), options: { guestCheckout: false } }),
      ),
    ).toEqual(allowed);
    expect(guard(context({ route: 'checkout' }))).toEqual(allowed);
    expect(guard(context({ route: 'checkout', options: { guestCheckout: true } }))).toEqual(
      allowed,
    );
  });
  it('sends anonymous visitors to login when guest checkout is off', () => {
    expect(guard(context({ route: 'checkout', options: { guestCheckout: false } }))).toEqual(
      to('/es-es/login?redirect=%2Fes-es%2Fcheckout'),
    );
  });
});

describe('redirect-empty-cart', () => {
  const guard = guards['redirect-empty-cart'];
  it('sends empty and missing carts to /cart', () => {
    expect(guard(context({ route: 'checkout', cart: emptyCart }))).toEqual(to('/es-es/cart'));
    expect(guard(context({ route: 'checkout', cart: null }))).toEqual(to('/es-es/cart'));
  });
  it('allows a cart with lines', () => {
    expect(
      guard(context({ route: 'checkout', cart: { lineCount: 1, hasCustomer: false } })),
    ).toEqual(allowed);
  });
});

describe('redirect-empty-customer', () => {
  const guard = guards['redirect-empty-customer'];
  it('sends later steps without contact details back to the contact step', () => {
    for (const step of ['address', 'shipment', 'payment']) {
      expect(
        guard(
          context({
            route: 'checkout',
            query: { step },
            cart: { lineCount: 1, hasCustomer: false },
          }),
        ),
      ).toEqual(to('/es-es/checkout?step=contact'));
      expect(guard(context({ route: 'checkout', query: { step }, cart: null }))).toEqual(
        to('/es-es/checkout?step=contact'),
      );
    }
  });
  it('allows the contact step, no step, unknown steps and carts with a customer', () => {
    const anonymousCart = { lineCount: 1, hasCustomer: false };
    expect(
      guard(context({ route: 'checkout', query: { step: 'contact' }, cart: anonymousCart })),
    ).toEqual(allowed);
    expect(guard(context({ route: 'checkout', cart: anonymousCart }))).toEqual(allowed);
    expect(
      guard(context({ route: 'checkout', query: { step: 'toString' }, cart: anonymousCart })),
    ).toEqual(allowed);
    expect(
      guard(context({ route: 'checkout', query: { step: 'payment' }, cart: fullCart })),
    ).toEqual(allowed);
  });
});

describe('allow-customer-make-orders', () => {
  const guard = guards['allow-customer-make-orders'];
  it('refuses customers who may not order with the reason, for the page to say why', () => {
    expect(
      guard(
        context({
          route: 'checkout',
          customer: customer({ permissions: { can_make_orders: false } }),
        }),
      ),
    ).toEqual({ kind: 'refused', status: 403, reason: 'orders-not-allowed' });
  });
  it('allows customers who may order and guests', () => {
    expect(guard(context({ route: 'checkout', customer: customer() }))).toEqual(allowed);
    expect(guard(context({ route: 'checkout' }))).toEqual(allowed);
  });
});

describe('login-redirection-by-cart', () => {
  const guard = guards['login-redirection-by-cart'];
  it('lets anonymous visitors log in', () => {
    expect(
      guard(context({ route: 'login', cart: fullCart, query: { redirect: '/es-es/cart' } })),
    ).toEqual(allowed);
  });
  it('honours a safe redirect parameter for customers', () => {
    expect(
      guard(
        context({
          route: 'login',
          customer: customer(),
          query: { redirect: '/es-es/accounts/orders' },
        }),
      ),
    ).toEqual(to('/es-es/accounts/orders'));
  });
  it('ignores unsafe redirect parameters and falls back to the cart rule', () => {
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '%2F%2Fevil.example',
    ]) {
      expect(
        guard(
          context({
            route: 'login',
            customer: customer(),
            cart: fullCart,
            query: { redirect: unsafe },
          }),
        ),
      ).toEqual(to('/es-es/checkout'));
    }
  });
  it('sends customers with a cart to the checkout, others to the configured page', () => {
    expect(guard(context({ route: 'login', customer: customer(), cart: fullCart }))).toEqual(
      to('/es-es/checkout'),
    );
    expect(guard(context({ route: 'login', customer: customer(), cart: emptyCart }))).toEqual(
      to('/es-es'),
    );
    expect(
      guard(
        context({
          route: 'login',
          customer: customer(),
          cart: null,
          options: { loggedInRedirect: '/accounts/home' },
        }),
      ),
    ).toEqual(to('/es-es/accounts/home'));
  });
});

describe('tracking-redirect-if-logged', () => {
  const guard = guards['tracking-redirect-if-logged'];
  it('sends customers to their orders and lets visitors look up an order', () => {
    expect(guard(context({ route: 'tracking', customer: customer() }))).toEqual(
      to('/es-es/accounts/orders'),
    );
    expect(guard(context({ route: 'tracking' }))).toEqual(allowed);
  });
  it('sends a customer who may not see orders to the account home, not to a 404', () => {
    expect(
      guard(
        context({
          route: 'tracking',
          customer: customer({ permissions: { accounts_orders: false } }),
        }),
      ),
    ).toEqual(to('/es-es/accounts/home'));
  });
});

describe('redirect-not-foticos', () => {
  const guard = guards['redirect-not-foticos'];
  it('sends other accounts to the account home', () => {
    expect(guard(context({ route: 'accountsCommissions', customer: customer() }))).toEqual(
      to('/es-es/accounts/home'),
    );
    expect(guard(context({ route: 'accountsCommissions' }))).toEqual(to('/es-es/accounts/home'));
  });
  it('allows foticos accounts', () => {
    expect(
      guard(context({ route: 'accountsCommissions', customer: customer({ is_foticos: true }) })),
    ).toEqual(allowed);
  });
});

describe.each([
  ['allow-accounts-orders', 'accounts_orders'],
  ['allow-accounts-tickets', 'accounts_tickets'],
  ['allow-accounts-invoices', 'accounts_invoices'],
] as const)('%s', (name, flag) => {
  const guard = guards[name];
  it(`allows customers with ${flag}`, () => {
    expect(guard(context({ customer: customer() }))).toEqual(allowed);
  });
  it(`sends a customer without ${flag}, or no customer, to the account home`, () => {
    expect(guard(context({ customer: customer({ permissions: { [flag]: false } }) }))).toEqual(
      to('/es-es/accounts/home'),
    );
    expect(guard(context())).toEqual(to('/es-es/accounts/home'));
  });
});

describe('set-constructor-layout', () => {
  const guard = guards['set-constructor-layout'];
  it('uses the blank layout below tablet width and full-page from tablet up', () => {
    expect(guard(context({ route: 'create', screenWidth: 767 }))).toEqual({
      kind: 'allow',
      effects: { layout: 'blank' },
    });
    expect(guard(context({ route: 'create', screenWidth: 768 }))).toEqual({
      kind: 'allow',
      effects: { layout: 'full-page' },
    });
    expect(guard(context({ route: 'create' }))).toEqual({
      kind: 'allow',
      effects: { layout: 'full-page' },
    });
  });
});

describe('force-ssr', () => {
  const guard = guards['force-ssr'];
  it('renders on the server for crawlers only', () => {
    expect(guard(context({ route: 'create', isCrawler: true }))).toEqual({
      kind: 'allow',
      effects: { ssr: true },
    });
    expect(guard(context({ route: 'create', isCrawler: false }))).toEqual(allowed);
    expect(guard(context({ route: 'create' }))).toEqual(allowed);
  });
});

describe('redirect-account-shortcut', () => {
  const guard = guards['redirect-account-shortcut'];
  it('sends customers to the account page', () => {
    expect(guard(context({ route: 'myOrders', customer: customer() }))).toEqual(
      to('/es-es/accounts/orders'),
    );
    expect(guard(context({ route: 'myAccount', customer: customer() }))).toEqual(
      to('/es-es/accounts/home'),
    );
    expect(guard(context({ route: 'myDesigns', customer: customer() }))).toEqual(
      to('/es-es/accounts/designs'),
    );
  });
  it('skips the redirect for anonymous visitors when the account page needs login', () => {
    expect(guard(context({ route: 'myOrders' }))).toEqual(allowed);
    expect(guard(context({ route: 'myOrders', options: { requireLogin: true } }))).toEqual(allowed);
  });
  it('redirects anonymous visitors when the target does not need login', () => {
    const openShortcut: RouteDefinition = { ...findRoute('myOrders'), redirectTo: '/help-center' };
    expect(guard(context({ route: openShortcut }))).toEqual(to('/es-es/help-center'));
  });
  it('does nothing on a route without a shortcut target', () => {
    expect(guard(context({ route: 'cart', customer: customer() }))).toEqual(allowed);
  });
});

describe('guard registry', () => {
  it('has a guard for every name and nothing else', () => {
    expect(Object.keys(guards).sort()).toEqual([...guardNames].sort());
    expect(isGuardName('force-ssr')).toBe(true);
    expect(isGuardName('constructor')).toBe(false);
  });

  it('throws for an unknown guard name', () => {
    expect(() => guardOf('redirect-if-nothing')).toThrow(UnknownGuardError);
    expect(() => guardOf('toString')).toThrow('Unknown guard: toString');
    // The type checker refuses this name; the run-time check covers a table built without it.
    const broken: RouteDefinition = {
      ...findRoute('cart'),
      guards: ['authentication', 'no-such-guard' as GuardName],
    };
    expect(() => runGuards(context({ route: broken }))).toThrow(UnknownGuardError);
  });

  it('builds checked redirects', () => {
    expect(redirect('/es-es/cart')).toEqual(to('/es-es/cart'));
    expect(() => redirect('https://pay.example')).toThrow(UnsafeRedirectError);
    expect(redirect('https://pay.example', { external: true })).toEqual(to('https://pay.example'));
    expect(allow()).toEqual(allowed);
  });
});

describe('runGuards', () => {
  it('stops at the first guard that does not allow', () => {
    // Checkout with an empty cart and no permission to order: the cart redirect comes first.
    const result = runGuards(
      context({
        route: 'checkout',
        customer: customer({ permissions: { can_make_orders: false } }),
        cart: emptyCart,
      }),
    );
    expect(result).toEqual(to('/es-es/cart'));
  });

  it('runs authentication before the page guards', () => {
    expect(runGuards(context({ route: 'accountsInvoices' }))).toEqual(
      to('/es-es/login?redirect=%2Fes-es%2Faccounts%2Finvoices'),
    );
    expect(runGuards(context({ route: 'accountsInvoices', customer: customer() }))).toEqual(
      to('/es-es/accounts/home'),
    );
    expect(
      runGuards(
        context({
          route: 'accountsInvoices',
          customer: customer({ is_foticos: true, permissions: { accounts_invoices: false } }),
        }),
      ),
    ).toEqual(to('/es-es/accounts/home'));
    expect(
      runGuards(context({ route: 'accountsInvoices', customer: customer({ is_foticos: true }) })),
    ).toEqual(allowed);
  });

  it('merges the effects of the guards that allow', () => {
    expect(runGuards(context({ route: 'create', screenWidth: 400, isCrawler: true }))).toEqual({
      kind: 'allow',
      effects: { layout: 'blank', ssr: true },
    });
  });

  it('gives every route an answer for anonymous and logged-in visitors', () => {
    for (const route of routes) {
      for (const sessionCustomer of [null, customer({ is_foticos: true })]) {
        const result = runGuards(context({ route, customer: sessionCustomer, cart: fullCart }));
        expect(['allow', 'redirect', 'not-found']).toContain(result.kind);
        if (result.kind === 'redirect')
          expect(matchRoute(result.target).ok, `${route.name} -> ${result.target}`).toBe(true);
      }
    }
  });
});
