import type { GenericSchema } from 'valibot';
import type { CountrySiteId } from '../countrySites.ts';
import { anyQuery, noParams } from '../validation/routeParameters.ts';

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
export type Schema = GenericSchema<unknown, Record<string, unknown>>;

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

export type RouteInput<Params extends Schema, Query extends Schema> = Pick<
  RouteDefinition,
  'name' | 'pattern'
> &
  Partial<Omit<RouteDefinition<Params, Query>, 'name' | 'pattern'>>;

/** A route as the table declares it: its name and schemas keep their own types. */
export type DeclaredRoute<
  Name extends string,
  Params extends Schema,
  Query extends Schema,
> = RouteDefinition<Params, Query> & { name: Name };

/** Shop pages render product tiles and CMS blocks. */
export const shopNamespaces = ['catalogue', 'content'] as const;
/** Account pages show orders with their tracking, designs and tickets. */
export const accountNamespaces = ['account', 'tracking', 'catalogue', 'content', 'cart'] as const;

/** A route of the table, with the shop's defaults for what it does not say. */
export function route<
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
