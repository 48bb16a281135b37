import type { CountrySiteId } from '../countrySites.ts';
import type { anyQuery, noParams } from '../validation/routeParameters.ts';
import {
  accountCommissionsQuery,
  accountDesignsAdminQuery,
  accountDesignsQuery,
  accountInvoicesQuery,
  accountOrderParams,
  accountOrdersQuery,
  accountTicketParams,
  accountTicketsQuery,
} from '../validation/routeParameters.ts';
import {
  accountNamespaces,
  route,
  type DeclaredRoute,
  type RouteDefinition,
  type RouteInput,
  type Schema,
} from './routeDefinition.ts';

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

/** The account area, for logged-in customers, and its shortcuts. */
export const accountRoutes = {
  accountsHome: accountRoute({ name: 'accountsHome', pattern: '/accounts/home' }),
  accountsProfile: accountRoute({
    name: 'accountsProfile',
    pattern: '/accounts/profile',
    // The address form speaks as the checkout's does.
    namespaces: [...accountNamespaces, 'profile', 'checkout'],
  }),
  accountsDesigns: accountRoute({
    name: 'accountsDesigns',
    pattern: '/accounts/designs',
    query: accountDesignsQuery,
    namespaces: [...accountNamespaces, 'designLibrary'],
  }),
  accountsOrders: accountRoute({
    name: 'accountsOrders',
    pattern: '/accounts/orders',
    query: accountOrdersQuery,
    guards: ['allow-accounts-orders'],
    namespaces: [...accountNamespaces, 'orders'],
  }),
  // One order of the list: its own page, so a link or a reload opens it (see the README's routes).
  accountsOrder: accountRoute({
    name: 'accountsOrder',
    pattern: '/accounts/orders/:order_id',
    params: accountOrderParams,
    guards: ['allow-accounts-orders'],
    // The order's summary is the checkout's.
    namespaces: [...accountNamespaces, 'checkout', 'orders'],
  }),
  accountsTickets: accountRoute({
    name: 'accountsTickets',
    pattern: '/accounts/tickets',
    query: accountTicketsQuery,
    guards: ['allow-accounts-tickets'],
    namespaces: [...accountNamespaces, 'tickets'],
  }),
  accountsTicket: accountRoute({
    name: 'accountsTicket',
    pattern: '/accounts/tickets/:ticket_id',
    params: accountTicketParams,
    guards: ['allow-accounts-tickets'],
    namespaces: [...accountNamespaces, 'tickets'],
  }),
  accountsConfig: accountRoute({
    name: 'accountsConfig',
    pattern: '/accounts/config',
    guards: ['redirect-not-foticos'],
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountsInvoices: accountRoute({
    name: 'accountsInvoices',
    pattern: '/accounts/invoices',
    guards: ['redirect-not-foticos', 'allow-accounts-invoices'],
    query: accountInvoicesQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountsCommissions: accountRoute({
    name: 'accountsCommissions',
    pattern: '/accounts/commissions',
    guards: ['redirect-not-foticos'],
    query: accountCommissionsQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  accountsDesignsAdmin: accountRoute({
    name: 'accountsDesignsAdmin',
    pattern: '/accounts/designs/admin',
    guards: ['redirect-not-foticos'],
    query: accountDesignsAdminQuery,
    namespaces: [...accountNamespaces, 'foticos'],
    countrySites: foticosCountrySites,
  }),
  // The three shortcuts into the account area (names are ours): short links for e-mails and ads.
  myAccount: accountShortcut('myAccount', '/my-account', '/accounts/home'),
  myOrders: accountShortcut('myOrders', '/my-orders', '/accounts/orders'),
  myDesigns: accountShortcut('myDesigns', '/my-designs', '/accounts/designs'),
} as const satisfies Record<string, RouteDefinition>;
