import {
  countrySites,
  paymentMethodName,
  type DescribedPaymentMethod,
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

/** The API names methods in English: the trade name, or what a described method is. */
const descriptions: Record<DescribedPaymentMethod, string> = {
  CARD: 'Credit or debit card',
  BANK_TRANSFER: 'Bank transfer',
  BILLING_ACCOUNT: 'Billing account',
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
    name: paymentMethodName(method, (described) => descriptions[described]),
    fee: null,
  }));
}
