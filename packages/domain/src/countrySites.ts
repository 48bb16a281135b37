import type { PaymentMethod } from './vocabulary/payments.ts';
import type { Carrier } from './vocabulary/shipping.ts';
import type { BrandId, Currency, ShopSlug } from './vocabulary/shops.ts';

/** Path prefixes of every country site, `/{language}-{country}` in lowercase. */
export const countrySiteIds = [
  'es-es',
  'pt-pt',
  'it-it',
  'pl-pl',
  'cs-cz',
  'sk-sk',
  'da-dk',
  'sv-se',
  'nb-no',
  'fi-fi',
  'fr-fr',
  'fr-be',
  'nl-be',
  'nl-nl',
  'de-de',
  'de-at',
  'de-ch',
  'en-ie',
] as const;
export type CountrySiteId = (typeof countrySiteIds)[number];

/** One language of one country on one brand: decides prefix, locale, currency, shop and checkout options. */
export interface CountrySite {
  readonly id: CountrySiteId;
  /** ISO 639-1, lowercase, as in the path. */
  readonly language: string;
  /** ISO 3166-1 alpha-2, uppercase. */
  readonly country: string;
  /** BCP 47 tag for Intl, `{language}-{COUNTRY}`. */
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

function site(
  id: CountrySiteId,
  currency: Currency,
  shop: ShopSlug,
  localMethods: readonly PaymentMethod[],
  carriers: readonly Carrier[],
  brand: BrandId = 'main',
): CountrySite {
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
    paymentMethods: [...everywhere, ...localMethods],
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

const iberia = ['CORREOS', 'CHRONOEXPRESS', 'UPS'] as const satisfies readonly Carrier[];
const benelux = ['MONDIAL_RELAY', 'GLS', 'UPS'] as const satisfies readonly Carrier[];
const central = ['DHL_PARCEL', 'GLS', 'UPS'] as const satisfies readonly Carrier[];

/** All country sites of both brands (es-es exists once per brand). */
export const countrySites: readonly CountrySite[] = [
  site('es-es', 'EUR', 'WPX-ES', ['BIZUM', 'BANK_TRANSFER', 'BILLING_ACCOUNT', 'KLARNA'], iberia),
  site('pt-pt', 'EUR', 'WPX-PT', ['MB_WAY', 'MULTIBANCO'], iberia),
  site('it-it', 'EUR', 'WPX-IT', ['BANK_TRANSFER', 'KLARNA'], ['GLS', 'UPS']),
  site('pl-pl', 'PLN', 'WPX-PL', ['BLIK', 'BANK_TRANSFER'], central),
  site('cs-cz', 'CZK', 'WPX-CZ', ['BANK_TRANSFER'], central),
  site('sk-sk', 'EUR', 'WPX-CZ', ['BANK_TRANSFER'], central),
  site('da-dk', 'DKK', 'WPX-DK', ['MOBILE_PAY', 'KLARNA'], central),
  site('sv-se', 'SEK', 'WPX-DK', ['SWISH', 'KLARNA', 'TRUSTLY'], central),
  site('nb-no', 'NOK', 'WPX-DK', ['KLARNA'], central),
  site('fi-fi', 'EUR', 'WPX-DK', ['MOBILE_PAY', 'TRUSTLY', 'KLARNA'], central),
  site('fr-fr', 'EUR', 'WPX-FR', ['BANK_TRANSFER'], benelux),
  site('fr-be', 'EUR', 'WPX-FR', ['BANCONTACT'], benelux),
  site('nl-be', 'EUR', 'WPX-FR', ['BANCONTACT'], benelux),
  site('nl-nl', 'EUR', 'WPX-FR', ['IDEAL'], benelux),
  site('de-de', 'EUR', 'WPX-FR', ['SOFORT', 'GIROPAY', 'KLARNA'], central),
  site('de-at', 'EUR', 'WPX-FR', ['EPS', 'SOFORT'], central),
  site('de-ch', 'CHF', 'WPX-FR', ['TWINT'], central),
  site('en-ie', 'EUR', 'WPX-FR', [], ['DHL_PARCEL', 'UPS']),
  site('es-es', 'EUR', 'TZ-ES', ['BIZUM', 'BANK_TRANSFER'], iberia, 'second'),
];

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
export function findCountrySite(id: string, brand: BrandId = 'main'): CountrySite | undefined {
  return countrySites.find((countrySite) => countrySite.id === id && countrySite.brand === brand);
}

export function isCountrySiteId(value: string): value is CountrySiteId {
  return (countrySiteIds as readonly string[]).includes(value);
}

/** The brand a shop of the product API sells under (an account's orders may span both). */
export function brandOfShop(shop: ShopSlug): BrandId {
  return countrySites.find((countrySite) => countrySite.shop === shop)?.brand ?? 'main';
}
