import type { ApiClient, BrandId, SessionCustomer } from '@shop/domain';
import { accountPermissionsOf, visibleAccountPages } from '../layouts/shared/layoutTypes.ts';
import { defaultDesignLibraryFilters, designLibraryQueries } from './designLibraryQueries.ts';
import { recentOrdersQuery } from './orderQueries.ts';
import { accountTicketQueries, defaultTicketFilters } from './ticketQueries.ts';

/** The blocks of the account home, in page order: each sums up one account page. */
export const accountHomeBlocks = ['orders', 'tickets', 'designs'] as const;
export type AccountHomeBlock = (typeof accountHomeBlocks)[number];

/**
 * The blocks this customer sees: those of the account pages they may open, decided as the
 * account navigation decides its links (a customer without allow-accounts-tickets gets no
 * tickets block, as no tickets link).
 */
export function accountHomeBlocksOf(
  customer: Pick<SessionCustomer, 'is_foticos' | 'permissions'>,
): AccountHomeBlock[] {
  const pages: readonly string[] = visibleAccountPages(accountPermissionsOf(customer));
  return accountHomeBlocks.filter((block) => pages.includes(block));
}

/**
 * What each block reads, shared by the screen and the route's prefetch. The tickets and designs
 * blocks read the first page their own account page opens with, so following "all" is instant.
 */
export const accountHomeQueries = {
  /** The customer's latest orders in this brand's shops. */
  orders: (client: ApiClient, brand: BrandId) => recentOrdersQuery(client, brand),
  /** The open (PENDING) tickets of this brand's shops, newest first. */
  tickets: (client: ApiClient, brand: BrandId) =>
    accountTicketQueries.list(client, brand, defaultTicketFilters),
  /** The designs saved in this brand's shops, last changed first. */
  designs: (client: ApiClient, brand: BrandId) =>
    designLibraryQueries.designs(client, brand, defaultDesignLibraryFilters),
};

/** How many rows of each list the account home shows. */
export const accountHomeRowCount = { tickets: 3, designs: 4 } as const;
