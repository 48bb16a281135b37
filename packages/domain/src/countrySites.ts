import type { PaymentMethod } from './vocabulary/payments.ts';
import type { Carrier } from './vocabulary/shipping.ts';
import { brands, type RegisteredBrand } from '@shop/brands';
import type { BrandId, Currency, ShopSlug, shopCurrencies } from './vocabulary/shops.ts';

/** Path prefixes of every country site of every brand, `/{language}-{country}` in lowercase. */
export type CountrySiteId = RegisteredBrand['countrySites'][number]['id'];
export const countrySiteIds: readonly CountrySiteId[] = [
  ...new Set(brands.flatMap((brand) => brand.countrySites.map((site) => site.id))),
];

/** One language of one country on one brand: decides prefix, locale, currency, shop and checkout options. */
export interface CountrySite {
  readonly id: CountrySiteId;
  /** ISO 639-1, lowercase, as in the path. */
  readonly language: string;
  /** ISO 3166-1 alpha-2, uppercase. */
  readonly country: string;
  /**
   * BCP 47 tag for Intl, `{language}-{COUNTRY}`; also the `language` every product API call
   * carries, so the API knows the site (and its currency), not only the language (`de-CH`, not `de`).
   */
  readonly locale: string;
  /** IANA time zone the site shows instants in, so the server and every browser render the same day. */
  readonly timeZone: string;
  /** `/{id}`: the first path segment of every page of this site. */
  readonly pathPrefix: `/${CountrySiteId}`;
  readonly currency: Currency;
  readonly shop: ShopSlug;
  readonly brand: BrandId;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly carriers: readonly Carrier[];
  /** Show prices with two decimals; otherwise prices are rounded up to whole units. */
  readonly priceDecimals: boolean;
}

// Methods every country site accepts; local methods are added per site.
const everywhere = [
  'CARD',
  'PAYPAL',
  'APPLE_PAY',
  'GOOGLE_PAY',
] as const satisfies readonly PaymentMethod[];

/**
 * A country site as a brand folder may define it: a shop and one of the currencies that shop takes
 * orders in (`shopCurrencies`), so a site cannot show one currency and charge another.
 */
type CountrySiteDefinition = {
  readonly [Shop in ShopSlug]: {
    readonly id: CountrySiteId;
    readonly currency: (typeof shopCurrencies)[Shop][number];
    readonly shop: Shop;
    readonly localPaymentMethods: readonly PaymentMethod[];
    readonly carriers: readonly Carrier[];
  };
}[ShopSlug];

/**
 * A brand folder's country site, checked against the domain's vocabulary: its currency, shop,
 * payment methods and carriers must be ones the domain knows, and its currency one its shop takes
 * (a type error otherwise).
 */
function site(brand: BrandId, definition: CountrySiteDefinition): CountrySite {
  const { id, currency, shop, localPaymentMethods, carriers } = definition;
  const [language = '', country = ''] = id.split('-');
  return {
    id,
    language,
    country: country.toUpperCase(),
    locale: `${language}-${country.toUpperCase()}`,
    timeZone: timeZones[country.toUpperCase()] ?? 'UTC',
    pathPrefix: `/${id}`,
    currency,
    shop,
    brand,
    paymentMethods: [...everywhere, ...localPaymentMethods],
    carriers,
    // Currencies with small units (crowns) show whole prices; euro, zloty and franc show cents.
    priceDecimals: !['CZK', 'DKK', 'SEK', 'NOK'].includes(currency),
  };
}

/** Each country's time zone (one per country: none of the shop's countries spans several). */
const timeZones: Record<string, string> = {
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  NL: 'Europe/Amsterdam',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  IE: 'Europe/Dublin',
};

/** All country sites of every brand, from the brand folders (es-es exists once per brand). */
export const countrySites: readonly CountrySite[] = brands.flatMap((brand) =>
  brand.countrySites.map((definition) => site(brand.id, definition)),
);

/**
 * The payment methods a checkout offers: those the product API lists that the country site and
 * its brand accept, in the site's order. The API knows the language, not the site, so it may
 * list more.
 */
export function offeredPaymentMethods<Option extends { readonly method: PaymentMethod }>(
  options: readonly Option[],
  countrySite: Pick<CountrySite, 'paymentMethods'>,
): Option[] {
  return countrySite.paymentMethods.flatMap((method) =>
    options.filter((option) => option.method === method),
  );
}

/** Country sites one brand offers, in display order. */
export function countrySitesOfBrand(brand: BrandId): CountrySite[] {
  return countrySites.filter((countrySite) => countrySite.brand === brand);
}

/** The country site of a brand with this id (ids are lowercase, exactly as in the path). */
export function findCountrySite(
  id: string,
  brand: BrandId = defaultBrand,
): CountrySite | undefined {
  return countrySites.find((countrySite) => countrySite.id === id && countrySite.brand === brand);
}

/** Where a brand is not named: the first registered brand. */
const defaultBrand: BrandId = brands[0].id;

export function isCountrySiteId(value: string): value is CountrySiteId {
  return (countrySiteIds as readonly string[]).includes(value);
}

/** The brand a shop of the product API sells under (an account's orders may span both). */
export function brandOfShop(shop: ShopSlug): BrandId {
  return countrySites.find((countrySite) => countrySite.shop === shop)?.brand ?? defaultBrand;
}
