import {
  countrySites,
  type PaymentMethod,
  type PaymentMethodOption,
  type PaymentType,
} from '@shop/domain';

const paymentTypeOf: Partial<Record<PaymentMethod, PaymentType>> = {
  BANK_TRANSFER: 'TRANSFER',
  MULTIBANCO: 'BANK_RECEIPT',
  BILLING_ACCOUNT: 'BANK_RECEIPT',
};

/** How a method is paid: transfers and receipts later, everything else online before production. */
export function paymentTypeFor(method: PaymentMethod): PaymentType {
  return paymentTypeOf[method] ?? 'ONLINE_PREPAID';
}

const methodNames: Record<PaymentMethod, string> = {
  CARD: 'Credit or debit card',
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  PAYPAL: 'PayPal',
  SOFORT: 'Sofort',
  MOBILE_PAY: 'MobilePay',
  BIZUM: 'Bizum',
  BANK_TRANSFER: 'Bank transfer',
  MULTIBANCO: 'Multibanco',
  BLIK: 'BLIK',
  BILLING_ACCOUNT: 'Billing account',
  EPS: 'eps',
  SWISH: 'Swish',
  TWINT: 'TWINT',
  TRUSTLY: 'Trustly',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  KLARNA: 'Klarna',
  MB_WAY: 'MB WAY',
};

/**
 * The methods the API lists for a language: every method some country site in that language
 * accepts, on either brand (the API is told the language, not the site; the storefront keeps the
 * site's own, see `offeredPaymentMethods`).
 */
export function paymentMethodOptionsFor(language: string): PaymentMethodOption[] {
  const methods = new Set(
    countrySites
      .filter((site) => site.language === language)
      .flatMap((site) => site.paymentMethods),
  );
  return [...methods].map((method) => ({
    method,
    payment_type: paymentTypeFor(method),
    name: methodNames[method],
    fee: null,
  }));
}
