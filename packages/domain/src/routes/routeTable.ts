import type { GenericSchema, InferOutput } from 'valibot';
import type { CountrySiteId } from '../countrySites.ts';
import {
  accountCommissionsQuery,
  accountDesignsAdminQuery,
  accountDesignsQuery,
  accountInvoicesQuery,
  accountOrderParams,
  accountOrdersQuery,
  accountTicketParams,
  accountTicketsQuery,
  anyQuery,
  createParams,
  createQuery,
  designParams,
  designsParams,
  designsQuery,
  helpCenterCategoryParams,
  helpCenterQuery,
  contactQuery,
  reviewsQuery,
  unsubscribeQuery,
  helpCenterTopicParams,
  noParams,
  pageQuery,
  searchQuery,
  slugParams,
  trackingParams,
  userRequiredActionParams,
} from '../validation/routeParameters.ts';

export const layouts = ['blank', 'full-page', 'light', 'master-accounts', 'master'] as const;
export type Layout = (typeof layouts)[number];

/** Guards in the spec's names; `authentication` and `redirect-account-shortcut` are implicit in the spec. */
export const guardNames = [
  'authentication',
  'redirect-contact-if-logged',
  'allow-login-or-guest-checkout',
  'redirect-empty-cart',
  'redirect-empty-customer',
  'allow-customer-make-orders',
  'login-redirection-by-cart',
  'tracking-redirect-if-logged',
  'redirect-not-foticos',
  'allow-accounts-orders',
  'allow-accounts-tickets',
  'allow-accounts-invoices',
  'set-constructor-layout',
  'force-ssr',
  'redirect-account-shortcut',
] as const;
export type GuardName = (typeof guardNames)[number];

/** required: anonymous visitors go to /login; forbidden: logged-in customers are sent away; optional: anyone may enter. */
type AuthRequirement = 'required' | 'forbidden' | 'optional';

/**
 * What search engines get of a route: `sitemap` pages are listed in each country site's sitemap
 * (and crawlable), `crawl` pages may be crawled but are not listed (search results, CMS pages, the
 * constructor), `disallow` pages are closed to crawlers by robots.txt (accounts, cart, checkout).
 */
type SearchEngineVisibility = 'sitemap' | 'crawl' | 'disallow';

/** A route's parameters or query: a valibot schema of an object. */
type Schema = GenericSchema<unknown, Record<string, unknown>>;

export interface RouteDefinition<Params extends Schema = Schema, Query extends Schema = Schema> {
  readonly name: string;
  /** Path after the country-site prefix; `:name` is a parameter filling one whole segment. */
  readonly pattern: string;
  /** Parses the path's parameters: a route receives them typed, and a bad value is a 404. */
  readonly params: Params;
  /** Parses the query: values a page reads fall back to their defaults rather than failing. */
  readonly query: Query;
  readonly layout: Layout;
  /** Run in this order; the first that does not allow decides. */
  readonly guards: readonly GuardName[];
  readonly auth: AuthRequirement;
  /** Country sites whose prefix may serve this route; others answer 404. */
  readonly countrySites: 'all' | readonly CountrySiteId[];
  /** Keep the page mounted when navigating away and back. */
  readonly keepAlive: boolean;
  /** Rendered on the server; `force-ssr` can switch it on per request. */
  readonly ssr: boolean;
  /**
   * Message namespaces this route renders beyond the ones every page renders (the UI's general
   * namespaces): the storefront inlines them into the page and serves them as the route's file.
   */
  readonly namespaces: readonly string[];
  /** For account shortcuts: the account page a logged-in customer is sent to. */
  readonly redirectTo?: string;
  /** Listed in the sitemap, only crawlable, or disallowed by robots.txt. */
  readonly searchEngines: SearchEngineVisibility;
}

type RouteInput<Params extends Schema, Query extends Schema> = Pick<
  RouteDefinition,
  'name' | 'pattern'
> &
  Partial<Omit<RouteDefinition<Params, Query>, 'name' | 'pattern'>>;

/** A route as the table declares it: its name and schemas keep their own types. */
type DeclaredRoute<
  Name extends string,
  Params extends Schema,
  Query extends Schema,
> = RouteDefinition<Params, Query> & { name: Name };

/** Shop pages render product tiles and CMS blocks. */
const shopNamespaces = ['catalogue', 'content'] as const;
/** Account pages show orders with their tracking, designs and tickets. */
const accountNamespaces = ['account', 'tracking', 'catalogue', 'content', 'cart'] as const;
const orderNamespaces = ['cart', 'checkout', 'catalogue', 'account', 'content'] as const;
const constructorNamespaces = ['constructor', 'catalogue', 'content'] as const;
/** Help pages show topics with CMS blocks (pictures, videos, tabs, product cards). */
const helpNamespaces = ['help', 'content'] as const;
/** The shop's own pages: newsletter, contact, reviews, about us. */
const pageNamespaces = ['pages', 'content'] as const;

function route<
  const Name extends string,
  Params extends Schema = typeof noParams,
  Query extends Schema = typeof anyQuery,
>(input: RouteInput<Params, Query> & { name: Name }): DeclaredRoute<Name, Params, Query> {
  return {
    params: noParams as Schema as Params,
    query: anyQuery as Schema as Query,
    layout: 'master',
    auth: 'optional',
    countrySites: 'all',
    keepAlive: true,
    ssr: true,
    namespaces: shopNamespaces,
    searchEngines: 'crawl',
    ...input,
    // Every route starts with authentication: it also enforces the site-wide "login everywhere" option.
    guards: ['authentication', ...(input.guards ?? [])],
  };
}

function accountRoute<
  const Name extends string,
  Params extends Schema = typeof noParams,
  Query extends Schema = typeof anyQuery,
>(input: RouteInput<Params, Query> & { name: Name }): DeclaredRoute<Name, Params, Query> {
  return route<Name, Params, Query>({
    layout: 'master-accounts',
    auth: 'required',
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
    ...input,
  });
}

function accountShortcut<const Name extends string>(
  name: Name,
  pattern: string,
  redirectTo: string,
): DeclaredRoute<Name, typeof noParams, typeof anyQuery> {
  // Account pages need a login: an anonymous visitor logs in first and comes back to the shortcut.
  return route({
    name,
    pattern,
    redirectTo,
    auth: 'required',
    guards: ['redirect-account-shortcut'],
    searchEngines: 'disallow',
  });
}

/** Pages of the foticos programme, which runs on the Spanish sites only (our decision, see README). */
const foticosCountrySites = ['es-es'] as const satisfies readonly CountrySiteId[];

/**
 * Every page of the storefront (spec section 2 and the account area), in matching order: static
 * patterns before parameterised ones, the catch-all page last.
 */
export const routes = [
  route({ name: 'home', pattern: '/', searchEngines: 'sitemap' }),
  route({ name: 'cart', pattern: '/cart', namespaces: orderNamespaces, searchEngines: 'disallow' }),
  route({ name: 'offers', pattern: '/offers', searchEngines: 'sitemap' }),
  route({ name: 'search', pattern: '/search', query: searchQuery }),
  route({
    name: 'contact',
    pattern: '/contact',
    query: contactQuery,
    guards: ['redirect-contact-if-logged'],
    namespaces: pageNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'reviews',
    pattern: '/reviews',
    query: reviewsQuery,
    namespaces: ['pages', ...shopNamespaces],
    searchEngines: 'sitemap',
  }),
  route({
    name: 'aboutUs',
    pattern: '/about-us',
    namespaces: ['pages', ...shopNamespaces],
    searchEngines: 'sitemap',
  }),
  route({ name: 'tagsList', pattern: '/tags-list', searchEngines: 'sitemap' }),
  route({
    name: 'newsletter',
    pattern: '/newsletter',
    namespaces: pageNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'unsubscribe',
    pattern: '/unsubscribe',
    query: unsubscribeQuery,
    namespaces: pageNamespaces,
    searchEngines: 'disallow',
  }),
  route({
    name: 'checkout',
    pattern: '/checkout',
    layout: 'light',
    namespaces: orderNamespaces,
    searchEngines: 'disallow',
    guards: [
      'allow-login-or-guest-checkout',
      'redirect-empty-cart',
      'redirect-empty-customer',
      'allow-customer-make-orders',
    ],
  }),
  route({
    name: 'tag',
    pattern: '/t/:slug',
    params: slugParams,
    query: pageQuery,
    searchEngines: 'sitemap',
  }),
  // The cart-aware redirect runs first so a logged-in customer with a cart goes to the checkout, not home.
  {
    ...route({
      name: 'login',
      pattern: '/login',
      auth: 'forbidden',
      namespaces: ['account'],
      searchEngines: 'disallow',
    }),
    guards: ['login-redirection-by-cart', 'authentication'],
  },
  route({
    name: 'passwordReset',
    pattern: '/login/password-reset',
    auth: 'forbidden',
    namespaces: ['account'],
    searchEngines: 'disallow',
  }),
  route({
    name: 'tracking',
    pattern: '/tracking',
    guards: ['tracking-redirect-if-logged'],
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
  route({
    name: 'trackingOrder',
    pattern: '/tracking/:public_id',
    params: trackingParams,
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
  route({
    name: 'userRequiredAction',
    pattern: '/tracking/:public_id/user_required_actions/:user_required_action_public_id',
    params: userRequiredActionParams,
    namespaces: accountNamespaces,
    searchEngines: 'disallow',
  }),
  route({
    name: 'orderCompleted',
    pattern: '/order-completed',
    namespaces: orderNamespaces,
    searchEngines: 'disallow',
  }),
  route({
    name: 'helpCenter',
    pattern: '/help-center',
    query: helpCenterQuery,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'helpCenterTopic',
    pattern: '/help-center/topic/:id',
    params: helpCenterTopicParams,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'helpCenterCategory',
    pattern: '/help-center/category/:id',
    params: helpCenterCategoryParams,
    namespaces: helpNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'design',
    pattern: '/design/:slug/:design_id',
    params: designParams,
    namespaces: constructorNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'designs',
    pattern: '/designs/:slug/:article_id',
    params: designsParams,
    query: designsQuery,
    namespaces: constructorNamespaces,
    searchEngines: 'sitemap',
  }),
  route({
    name: 'create',
    pattern: '/create/:article_id',
    params: createParams,
    query: createQuery,
    layout: 'blank',
    namespaces: constructorNamespaces,
    // The constructor renders in the browser; force-ssr renders it on the server for crawlers.
    ssr: false,
    guards: ['set-constructor-layout', 'force-ssr'],
  }),
  accountRoute({ name: 'accountsHome', pattern: '/accounts/home' }),
  accountRoute({
    name: 'accountsProfile',
    pattern: '/accounts/profile',
    // The address form speaks as the checkout's does.
    namespaces: [...accountNamespaces, 'profile', 'checkout'],
  }),
  accountRoute({
    name: 'accountsDesigns',
    pattern: '/accounts/designs',
    query: accountDesignsQuery,
    namespaces: [...accountNamespaces, 'designLibrary'],
  }),
  accountRoute({
    name: 'accountsOrders',
    pattern: '/accounts/orders',
    query: accountOrdersQuery,
    guards: ['allow-accounts-orders'],
    namespaces: [...accountNamespaces, 'orders'],
  }),
  // One order of the list: its own page, so a link or a reload opens it (see the README's routes).
  accountRoute({
    name: 'accountsOrder',
    pattern: '/accounts/orders/:order_id',
    params: accountOrderParams,
    guards: ['allow-accounts-orders'],
    // The order's summary is the checkout's.
    namespaces: [...accountNamespaces, 'checkout', 'orders'],
  }),
  accountRoute({
    name: 'accountsTickets',
    pattern: '/accounts/tickets',
    query: accountTicketsQuery,
    guards: ['allow-accounts-tickets'],
    namespaces: [...accountNamespaces, 'tickets'],
  }),
  accountRoute({
    name: 'accountsTicket',
    pattern: '/accounts/tickets/:ticket_id',
    params: accountTicketParams,
    guards: ['allow-accounts-tickets'],
    namespaces: [...accountNamespaces, 'tickets'],
  }),
  accountRoute({
    name: 'accountsConfig',
    pattern: '/accounts/config',
    guards: ['redirect-not-foticos'],
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountRoute({
    name: 'accountsInvoices',
    pattern: '/accounts/invoices',
    guards: ['redirect-not-foticos', 'allow-accounts-invoices'],
    query: accountInvoicesQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountRoute({
    name: 'accountsCommissions',
    pattern: '/accounts/commissions',
    guards: ['redirect-not-foticos'],
    query: accountCommissionsQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountRoute({
    name: 'accountsDesignsAdmin',
    pattern: '/accounts/designs/admin',
    guards: ['redirect-not-foticos'],
    query: accountDesignsAdminQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  // The three shortcuts into the account area (names are ours): short links for e-mails and ads.
  accountShortcut('myAccount', '/my-account', '/accounts/home'),
  accountShortcut('myOrders', '/my-orders', '/accounts/orders'),
  accountShortcut('myDesigns', '/my-designs', '/accounts/designs'),
  route({ name: 'page', pattern: '/:slug', params: slugParams, keepAlive: false }),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

type DeclaredRouteOf<Name extends RouteName> = Extract<(typeof routes)[number], { name: Name }>;
/** A route's path parameters as its schema gives them (`design_id: string`, `article_id: number`). */
export type RouteParams<Name extends RouteName> = InferOutput<DeclaredRouteOf<Name>['params']>;
/** A route's query as its schema gives them, defaults filled in. */
export type RouteQuery<Name extends RouteName> = InferOutput<DeclaredRouteOf<Name>['query']>;
export const routeNames = routes.map<RouteName>((entry) => entry.name);

/** Whether a country site's prefix serves a route (the foticos pages exist on es-es only). */
export function isRouteOnCountrySite(name: RouteName, countrySiteId: CountrySiteId): boolean {
  const { countrySites } = findRoute(name);
  return countrySites === 'all' || countrySites.includes(countrySiteId);
}

/** The routes by name, for `findRoute` (every link of every page asks for one). */
let routesByName: ReadonlyMap<string, RouteDefinition> | undefined;

export function findRoute(name: RouteName): RouteDefinition {
  routesByName ??= new Map(routes.map((entry) => [entry.name, entry]));
  const found = routesByName.get(name);
  if (!found) throw new Error(`Unknown route: ${name}`);
  return found;
}
