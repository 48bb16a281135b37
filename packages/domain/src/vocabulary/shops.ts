import type { RegisteredBrand } from '@shop/brands';

/** The storefront brands, one folder each in `brands/` (`@shop/brands`). */
export { brandIds, type BrandId } from '@shop/brands';

/** Shops of the product API, each brand's in its folder. */
export type ShopSlug = RegisteredBrand['shops'][number];

/** ISO 4217 codes of the currencies the country sites sell in. */
export const currencies = ['EUR', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/** An order's number as customers quote it: the shop without its dash, then the order id (`WPXES-300001`). */
export function orderNumberOf(shop: ShopSlug, orderId: number): string {
  return `${shop.replace('-', '')}-${orderId}`;
}
