import { cachedFormatter } from './intlCache.ts';

/**
 * The plural category of a count in a locale, through Intl.PluralRules: Polish and Czech have
 * `few` for 2 to 4, which English lacks.
 */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  return cachedFormatter(`plural|${locale}`, () => new Intl.PluralRules(locale)).select(count);
}

/** The i18next key for a count: `key_one`, `key_few`, `key_many`, `key_other`… */
export function pluralKey(key: string, count: number, locale: string): string {
  return `${key}_${pluralCategory(count, locale)}`;
}
