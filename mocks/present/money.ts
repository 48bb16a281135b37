import { countrySites, type CountrySite, type Currency, type Money } from '@shop/domain';
import { roundMoney } from '../fixtures/orders.ts';

const fallbackSite = countrySites[0] as CountrySite;

/**
 * The country site a call is for. The API knows it from the `language` default parameter
 * (`pl`, `pl-PL` or `pl-pl`): the first main-brand site of that language, Spain otherwise.
 */
export function countrySiteFor(language: string | undefined): CountrySite {
  const normalized = (language ?? '').toLowerCase().replace('_', '-');
  const exact = countrySites.find((site) => site.id === normalized);
  const byLanguage = countrySites.find((site) => site.language === normalized.slice(0, 2));
  return exact ?? byLanguage ?? fallbackSite;
}

export function currencyFor(language: string | undefined): Currency {
  return countrySiteFor(language).currency;
}

export function money(amount: number, currency: Currency): Money {
  return { amount: roundMoney(Math.max(0, amount)), currency };
}
