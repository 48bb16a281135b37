import type { CountrySite } from '../countrySites.ts';
import { numberFormat } from './intl.ts';

/** What a price display needs from a country site. */
export type PriceSite = Pick<CountrySite, 'locale' | 'currency' | 'priceDecimals'>;

/**
 * The amount shown to the customer. Amounts are first rounded to cents so float noise
 * (12.000000000000002) cannot round a whole price up to the next unit; then, without decimals,
 * rounded up (towards +∞) to a whole number.
 */
export function displayPrice(amount: number, decimals: boolean): number {
  const cents = Math.round(amount * 100) / 100;
  return decimals ? cents : Math.ceil(cents);
}

/** A price in the site's currency and locale: whole amounts without decimals, others with two. */
export function formatPrice(amount: number, site: PriceSite): string {
  const shown = displayPrice(amount, site.priceDecimals);
  const fractionDigits = Number.isInteger(shown) ? 0 : 2;
  return numberFormat(site.locale, {
    style: 'currency',
    currency: site.currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(shown);
}

/** The price display's site for an amount of the API: the site's locale and rules, the amount's currency. */
export function priceSiteOf(
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>,
  money: Pick<PriceSite, 'currency'>,
): PriceSite {
  return { locale: site.locale, priceDecimals: site.priceDecimals, currency: money.currency };
}
