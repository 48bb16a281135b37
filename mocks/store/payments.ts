import {
  countrySites,
  paymentMethodName,
  type DescribedPaymentMethod,
  type PaymentMethod,
  type PaymentMethodOption,
  type PaymentType,
  type ShopSlug,
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

/** The account each shop takes bank transfers into (the banks' published example IBANs). */
export const shopBankAccounts: Record<ShopSlug, { iban: string; holder: string }> = {
  'WPX-ES': { iban: 'ES9121000418450200051332', holder: 'Wepix España S.L.' },
  'WPX-PT': { iban: 'PT50000201231234567890154', holder: 'Wepix Portugal Lda.' },
  'WPX-IT': { iban: 'IT60X0542811101000000123456', holder: 'Wepix Italia S.r.l.' },
  'WPX-PL': { iban: 'PL61109010140000071219812874', holder: 'Wepix Polska sp. z o.o.' },
  'WPX-CZ': { iban: 'CZ6508000000192000145399', holder: 'Wepix Česko s.r.o.' },
  'WPX-DK': { iban: 'DK5000400440116243', holder: 'Wepix Norden ApS' },
  'WPX-FR': { iban: 'FR1420041010050500013M02606', holder: 'Wepix France SAS' },
  'TZ-ES': { iban: 'ES7921000813610123456789', holder: 'Tazu Regalos S.L.' },
};
