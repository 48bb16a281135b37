import type { RegisteredBrand } from '@shop/brands';

/** The storefront brands, one folder each in `brands/` (`@shop/brands`). */
export { brandIds, type BrandId } from '@shop/brands';

/** Shops of the product API, each brand's in its folder. */
export type ShopSlug = RegisteredBrand['shops'][number];

/** ISO 4217 codes of the currencies the country sites sell in. */
export const currencies = ['EUR', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/**
 * The currencies each shop of the product API takes orders in. A country site sells in one of its
 * shop's currencies, and the product API prices, charges and invoices the site's orders in it; a
 * site whose currency its shop does not take is a type error in `countrySites.ts`. A new shop in a
 * brand folder is a type error here until its currencies are named.
 */
export const shopCurrencies = {
  'WPX-PL': ['PLN'],
  'WPX-ES': ['EUR'],
  'WPX-IT': ['EUR'],
  'WPX-DK': ['DKK', 'SEK', 'NOK', 'EUR'],
  'WPX-FR': ['EUR', 'CHF'],
  'WPX-PT': ['EUR'],
  'WPX-CZ': ['CZK', 'EUR'],
  'TZ-ES': ['EUR'],
} as const satisfies Record<ShopSlug, readonly Currency[]>;

/** An order's number as customers quote it: the shop without its dash, then the order id (`WPXES-300001`). */
export function orderNumberOf(shop: ShopSlug, orderId: number): string {
  return `${shop.replace('-', '')}-${orderId}`;
}
