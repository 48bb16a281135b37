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
