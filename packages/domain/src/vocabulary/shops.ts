/** The two storefront variants. */
export const brandIds = ['main', 'second'] as const;
export type BrandId = (typeof brandIds)[number];

/** Shops of the product API; WPX-* belong to the main brand, TZ-ES to the second. */
export const shopSlugs = [
  'WPX-PL',
  'WPX-ES',
  'WPX-IT',
  'WPX-DK',
  'WPX-FR',
  'WPX-PT',
  'WPX-CZ',
  'TZ-ES',
] as const;
export type ShopSlug = (typeof shopSlugs)[number];

/** ISO 4217 codes of the currencies the country sites sell in. */
export const currencies = ['EUR', 'PLN', 'CZK', 'DKK', 'SEK', 'NOK', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/** An order's number as customers quote it: the shop without its dash, then the order id (`WPXES-300001`). */
export function orderNumberOf(shop: ShopSlug, orderId: number): string {
  return `${shop.replace('-', '')}-${orderId}`;
}
