import type { SessionCustomer } from '@shop/domain';

/** A link of the header or footer navigation; labels come translated from the storefront. */
export interface NavigationItem {
  label: string;
  href: string;
  /** Marks the section the current page belongs to. */
  current?: boolean;
}

export interface FooterLinkGroup {
  heading: string;
  links: readonly NavigationItem[];
}

/** Pages of the accounts area (spec section 2), in menu order. */
export const accountPages = [
  'home',
  'profile',
  'designs',
  'orders',
  'tickets',
  'invoices',
  'config',
  'commissions',
  'designsAdmin',
] as const;
export type AccountPage = (typeof accountPages)[number];

/** Pages only foticos (design/affiliate administrator) accounts see. */
export const foticosAccountPages = [
  'config',
  'invoices',
  'commissions',
  'designsAdmin',
] as const satisfies readonly AccountPage[];

/** Paths of the account pages below the country-site prefix. */
export const accountPagePaths: Record<AccountPage, string> = {
  home: '/accounts/home',
  profile: '/accounts/profile',
  designs: '/accounts/designs',
  orders: '/accounts/orders',
  tickets: '/accounts/tickets',
  invoices: '/accounts/invoices',
  config: '/accounts/config',
  commissions: '/accounts/commissions',
  designsAdmin: '/accounts/designs/admin',
};

/** What the account navigation needs to know about the logged-in customer. */
export interface AccountPermissions {
  isFoticos: boolean;
  /** The orders page is allowed for this account (allow-accounts-orders). */
  canSeeOrders: boolean;
  canSeeTickets: boolean;
  canSeeInvoices: boolean;
}

/** What a logged-in customer may see in the accounts area, from the session's permissions. */
export function accountPermissionsOf(
  customer: Pick<SessionCustomer, 'is_foticos' | 'permissions'>,
): AccountPermissions {
  return {
    isFoticos: customer.is_foticos,
    canSeeOrders: customer.permissions.accounts_orders,
    canSeeTickets: customer.permissions.accounts_tickets,
    canSeeInvoices: customer.permissions.accounts_invoices,
  };
}

/**
 * The account pages this customer may open, in menu order; `isOnSite` leaves out pages the
 * country site does not serve (the foticos pages exist on some sites only).
 */
export function visibleAccountPages(
  permissions: AccountPermissions,
  isOnSite: (page: AccountPage) => boolean = () => true,
): AccountPage[] {
  return accountPages.filter((page) => {
    if (!isOnSite(page)) return false;
    if ((foticosAccountPages as readonly AccountPage[]).includes(page) && !permissions.isFoticos)
      return false;
    if (page === 'orders') return permissions.canSeeOrders;
    if (page === 'tickets') return permissions.canSeeTickets;
    if (page === 'invoices') return permissions.canSeeInvoices;
    return true;
  });
}

/** The id of every layout's main landmark, the skip link's target. */
export const mainContentId = 'main-content';
