import type { InferOutput } from 'valibot';
import type { CountrySiteId } from '../countrySites.ts';
import { slugParams } from '../validation/routeParameters.ts';
import { accountRoutes } from './accountRoutes.ts';
import { checkoutRoutes } from './checkoutRoutes.ts';
import { contentRoutes } from './contentRoutes.ts';
import { route, type RouteDefinition } from './routeDefinition.ts';

export {
  guardNames,
  layouts,
  type GuardName,
  type Layout,
  type RouteDefinition,
} from './routeDefinition.ts';

/**
 * Every page of the storefront (spec section 2 and the account area), in matching order: static
 * patterns before parameterised ones, the catch-all page last.
 */
export const routes = [
  contentRoutes.home,
  checkoutRoutes.cart,
  contentRoutes.offers,
  contentRoutes.search,
  contentRoutes.contact,
  contentRoutes.reviews,
  contentRoutes.aboutUs,
  contentRoutes.tagsList,
  contentRoutes.newsletter,
  contentRoutes.unsubscribe,
  checkoutRoutes.checkout,
  contentRoutes.tag,
  checkoutRoutes.login,
  checkoutRoutes.passwordReset,
  checkoutRoutes.tracking,
  checkoutRoutes.trackingOrder,
  checkoutRoutes.userRequiredAction,
  checkoutRoutes.orderCompleted,
  contentRoutes.helpCenter,
  contentRoutes.helpCenterTopic,
  contentRoutes.helpCenterCategory,
  contentRoutes.design,
  contentRoutes.designs,
  contentRoutes.create,
  accountRoutes.accountsHome,
  accountRoutes.accountsProfile,
  accountRoutes.accountsDesigns,
  accountRoutes.accountsOrders,
  accountRoutes.accountsOrder,
  accountRoutes.accountsTickets,
  accountRoutes.accountsTicket,
  accountRoutes.accountsConfig,
  accountRoutes.accountsInvoices,
  accountRoutes.accountsCommissions,
  accountRoutes.accountsDesignsAdmin,
  accountRoutes.myAccount,
  accountRoutes.myOrders,
  accountRoutes.myDesigns,
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
