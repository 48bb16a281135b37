import { breakpoints, defaultLoggedInRedirect } from '../constants.ts';
import type { CountrySite } from '../countrySites.ts';
import { UnknownGuardError } from '../errors.ts';
import type { SessionCustomer } from '../session/sessionSchemas.ts';
import { checkoutStepNames } from '../vocabulary/checkout.ts';
import { localizedPath } from './paths.ts';
import {
  assertSafeRedirect,
  isInternalRedirect,
  type RedirectPermission,
} from './redirectTargets.ts';
import { routes, type GuardName, type Layout, type RouteDefinition } from './routeTable.ts';

/** What the cart looks like to a guard. */
export interface CartSummary {
  readonly lineCount: number;
  /** Whether contact details (a logged-in customer or a guest's) are attached to the cart. */
  readonly hasCustomer: boolean;
}

/** Brand-level switches that change guard outcomes. */
export interface SiteOptions {
  /** Every page requires login, except the pages for anonymous visitors (login, password reset). */
  readonly requireLogin?: boolean;
  /** Where logged-in customers go from pages for anonymous visitors only; default home. */
  readonly loggedInRedirect?: string;
  /** Anonymous visitors may check out as guests; default true. */
  readonly guestCheckout?: boolean;
}

export interface GuardContext {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  /** The requested path with prefix and query, as sent back in `redirect` after login. */
  readonly path: string;
  readonly countrySite: Pick<CountrySite, 'pathPrefix'>;
  readonly session: { readonly customer?: SessionCustomer | null; readonly screenWidth?: number };
  readonly cart: CartSummary | null;
  readonly options?: SiteOptions;
  /** The request comes from a crawler (see `isCrawler`). */
  readonly isCrawler?: boolean;
}

/** Changes a guard asks of the render without stopping the navigation. */
export interface GuardEffects {
  readonly layout?: Layout;
  readonly ssr?: boolean;
}

/** Why a page refuses a customer it knows, so the page can say why and what to do. */
export type RefusalReason = 'orders-not-allowed';

/** The message of a page refused to this customer (403), e.g. the checkout of an account that may not order. */
export const refusedPageMessage = 'Forbidden';

export type GuardResult =
  | { readonly kind: 'allow'; readonly effects: GuardEffects }
  | { readonly kind: 'redirect'; readonly target: string }
  | { readonly kind: 'not-found'; readonly status: 404; readonly message: string }
  | { readonly kind: 'refused'; readonly status: 403; readonly reason: RefusalReason };

export type Guard = (context: GuardContext) => GuardResult;

/**
 * The guards that read the cart, and whether they can still decide when it fails to load:
 * `refines` guards then decide as if the cart were empty (a logged-in customer on the login page
 * goes to the account instead of the checkout); a `decides` guard cannot, so the page is the
 * 503 error screen.
 */
export const cartGuardNeeds = {
  'redirect-empty-cart': 'decides',
  'redirect-empty-customer': 'decides',
  'login-redirection-by-cart': 'refines',
} as const satisfies Partial<Record<GuardName, 'decides' | 'refines'>>;

/** The message of a page that cannot be shown because the product API failed. */
export const serviceUnavailableMessage = 'Service unavailable';

export function allow(effects: GuardEffects = {}): GuardResult {
  return { kind: 'allow', effects };
}

/** A redirect whose target is checked: internal unless permitted, never `//host`, `javascript:`… */
export function redirect(target: string, permission: RedirectPermission = {}): GuardResult {
  return { kind: 'redirect', target: assertSafeRedirect(target, permission) };
}

function customerOf(context: GuardContext): SessionCustomer | undefined {
  return context.session.customer ?? undefined;
}

/** A redirect to a page of the current country site; the site path itself must be safe (configured targets too). */
function to(context: GuardContext, sitePath: string): GuardResult {
  return redirect(localizedPath(context.countrySite, assertSafeRedirect(sitePath)));
}

/** The permission each account page's allow guard asks of the customer. */
const allowGuardPermissions = {
  'allow-accounts-orders': 'accounts_orders',
  'allow-accounts-tickets': 'accounts_tickets',
  'allow-accounts-invoices': 'accounts_invoices',
} as const;

/**
 * An account page a redirect may send the customer to: the page itself when its allow guards let
 * them in, else the account home, so a redirect never ends on the page's 404.
 */
function openableAccountPage(context: GuardContext, sitePath: string): string {
  const customer = customerOf(context);
  const target = routes.find((entry) => entry.pattern === sitePath);
  if (!customer || !target) return sitePath;
  const allowed = target.guards.every((guard) =>
    guard in allowGuardPermissions
      ? customer.permissions[allowGuardPermissions[guard as keyof typeof allowGuardPermissions]]
      : true,
  );
  return allowed ? sitePath : '/accounts/home';
}

function toLogin(context: GuardContext): GuardResult {
  return to(context, `/login?${new URLSearchParams({ redirect: context.path }).toString()}`);
}

function loggedInTarget(context: GuardContext): string {
  return context.options?.loggedInRedirect ?? defaultLoggedInRedirect;
}

/** An account page this customer may not open: back to the account home, which lists those they may. */
function toAccountHome(context: GuardContext): GuardResult {
  return to(context, '/accounts/home');
}

const needsCustomerContact = new Set<string>(
  checkoutStepNames.filter((step) => step !== 'contact'),
);

/** Every guard by name; all pure: same context, same result. */
export const guards: Readonly<Record<GuardName, Guard>> = {
  authentication(context) {
    const loggedIn = customerOf(context) !== undefined;
    const { auth } = context.route;
    if (auth === 'forbidden') return loggedIn ? to(context, loggedInTarget(context)) : allow();
    const loginRequired = auth === 'required' || context.options?.requireLogin === true;
    return loginRequired && !loggedIn ? toLogin(context) : allow();
  },

  'redirect-contact-if-logged'(context) {
    // Logged-in customers write to customer service through tickets, which carry their orders.
    const customer = customerOf(context);
    return customer?.permissions.accounts_tickets ? to(context, '/accounts/tickets') : allow();
  },

  'allow-login-or-guest-checkout'(context) {
    if (customerOf(context) || context.options?.guestCheckout !== false) return allow();
    return toLogin(context);
  },

  'redirect-empty-cart'(context) {
    return (context.cart?.lineCount ?? 0) > 0 ? allow() : to(context, '/cart');
  },

  'redirect-empty-customer'(context) {
    // Steps after contact need contact details on the cart; without them the checkout starts over.
    const step = context.query.step;
    if (typeof step !== 'string' || !needsCustomerContact.has(step) || context.cart?.hasCustomer)
      return allow();
    return to(context, '/checkout?step=contact');
  },

  'allow-customer-make-orders'(context) {
    const customer = customerOf(context);
    // The customer is told why and whom to ask, rather than shown a page that seems missing.
    return customer && !customer.permissions.can_make_orders
      ? { kind: 'refused', status: 403, reason: 'orders-not-allowed' }
      : allow();
  },

  'login-redirection-by-cart'(context) {
    if (!customerOf(context)) return allow();
    const requested = context.query.redirect;
    if (typeof requested === 'string' && isInternalRedirect(requested)) return redirect(requested);
    return (context.cart?.lineCount ?? 0) > 0
      ? to(context, '/checkout')
      : to(context, loggedInTarget(context));
  },

  'tracking-redirect-if-logged'(context) {
    return customerOf(context)
      ? to(context, openableAccountPage(context, '/accounts/orders'))
      : allow();
  },

  'redirect-not-foticos'(context) {
    return customerOf(context)?.is_foticos ? allow() : toAccountHome(context);
  },

  'allow-accounts-orders'(context) {
    return customerOf(context)?.permissions.accounts_orders ? allow() : toAccountHome(context);
  },

  'allow-accounts-tickets'(context) {
    return customerOf(context)?.permissions.accounts_tickets ? allow() : toAccountHome(context);
  },

  'allow-accounts-invoices'(context) {
    return customerOf(context)?.permissions.accounts_invoices ? allow() : toAccountHome(context);
  },

  'set-constructor-layout'(context) {
    // Below tablet width the constructor needs the whole screen; from tablet up it keeps the header.
    const width = context.session.screenWidth;
    return allow({
      layout: width !== undefined && width < breakpoints.tablet ? 'blank' : 'full-page',
    });
  },

  'force-ssr'(context) {
    return context.isCrawler ? allow({ ssr: true }) : allow();
  },

  'redirect-account-shortcut'(context) {
    const target = context.route.redirectTo;
    if (!target) return allow();
    // Skipped for anonymous visitors when the account page needs login: they see the page itself.
    const targetNeedsLogin =
      context.options?.requireLogin === true ||
      routes.some((entry) => entry.pattern === target && entry.auth === 'required');
    return targetNeedsLogin && !customerOf(context)
      ? allow()
      : to(context, openableAccountPage(context, target));
  },
};

export function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(guards, name);
}

/** The guard of a name; an unknown name throws (a typo in the route table must not pass silently). */
export function guardOf(name: string): Guard {
  if (!isGuardName(name)) throw new UnknownGuardError(name);
  return guards[name];
}

/**
 * Runs the route's guards in order. The first redirect, not-found or refusal wins; effects of the guards that
 * allowed are merged (later ones override earlier ones).
 */
export function runGuards(context: GuardContext): GuardResult {
  let effects: GuardEffects = {};
  for (const name of context.route.guards) {
    const result = guardOf(name)(context);
    if (result.kind !== 'allow') return result;
    effects = { ...effects, ...result.effects };
  }
  return allow(effects);
}
