export const paymentStatuses = ['PENDING', 'PAID', 'CANCELED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentTypes = ['BANK_RECEIPT', 'TRANSFER', 'ONLINE_PREPAID'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** Every payment method the shop knows; each country site offers a subset. */
export const paymentMethods = [
  'CARD',
  'BANCONTACT',
  'GIROPAY',
  'IDEAL',
  'PAYPAL',
  'SOFORT',
  'MOBILE_PAY',
  'BIZUM',
  'BANK_TRANSFER',
  'MULTIBANCO',
  'BLIK',
  'BILLING_ACCOUNT',
  'EPS',
  'SWISH',
  'TWINT',
  'TRUSTLY',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'KLARNA',
  'MB_WAY',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Methods named by what they are (a card, a transfer, an account) rather than by a brand: their
 * names are translated, `enums.paymentMethods.{method}` in the shop's messages.
 */
export const describedPaymentMethods = [
  'CARD',
  'BANK_TRANSFER',
  'BILLING_ACCOUNT',
] as const satisfies readonly PaymentMethod[];
export type DescribedPaymentMethod = (typeof describedPaymentMethods)[number];
export type TradeNamedPaymentMethod = Exclude<PaymentMethod, DescribedPaymentMethod>;

/** Every other method's trade name, the same in every language. */
export const paymentMethodTradeNames = {
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  PAYPAL: 'PayPal',
  SOFORT: 'Sofort',
  MOBILE_PAY: 'MobilePay',
  BIZUM: 'Bizum',
  MULTIBANCO: 'Multibanco',
  BLIK: 'BLIK',
  EPS: 'eps',
  SWISH: 'Swish',
  TWINT: 'TWINT',
  TRUSTLY: 'Trustly',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  KLARNA: 'Klarna',
  MB_WAY: 'MB WAY',
} as const satisfies Record<TradeNamedPaymentMethod, string>;

function isDescribedPaymentMethod(method: PaymentMethod): method is DescribedPaymentMethod {
  return (describedPaymentMethods as readonly PaymentMethod[]).includes(method);
}

/**
 * A method's display name: its trade name, or for a described method what `describe` says in the
 * reader's language (the shop's messages; English in the product API's mock).
 */
export function paymentMethodName(
  method: PaymentMethod,
  describe: (method: DescribedPaymentMethod) => string,
): string {
  return isDescribedPaymentMethod(method) ? describe(method) : paymentMethodTradeNames[method];
}

/** The lettering of each method's mark (its logo's word): the trade name unless the logo reads otherwise. */
export const paymentMethodMarks = {
  ...paymentMethodTradeNames,
  CARD: 'VISA · MC',
  SOFORT: 'SOFORT',
  BANK_TRANSFER: 'IBAN',
  MULTIBANCO: 'MB',
  BILLING_ACCOUNT: 'B2B',
  GOOGLE_PAY: 'G Pay',
} as const satisfies Record<PaymentMethod, string>;
