import { numberFormat, type Money } from '@shop/domain';

/**
 * An amount of an invoice or a commission, exact to the cent: documents are not rounded like shop
 * prices are.
 */
export function formatAmount(locale: string, money: Money): string {
  return numberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount);
}
