import { cachedFormatter } from './intlCache.ts';

// Every Intl formatter of the shop comes from here, built once per locale and options and shared by
// all renders: building one costs far more than formatting with it. Locales and options are the
// shop's own (a bounded set), so the cache stays small.

const keyOf = (kind: string, locale: string, options: object) =>
  `${kind}|${locale}|${JSON.stringify(options)}`;

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cachedFormatter(
    keyOf('dateTime', locale, options),
    () => new Intl.DateTimeFormat(locale, options),
  );

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cachedFormatter(keyOf('number', locale, options), () => new Intl.NumberFormat(locale, options));

/** Names of regions ('ES' → 'Spain') or languages ('es' → 'Spanish') in the locale's language. */
export const displayNames = (locale: string, type: Intl.DisplayNamesType) =>
  cachedFormatter(
    keyOf('displayNames', locale, { type }),
    () => new Intl.DisplayNames([locale], { type }),
  );
