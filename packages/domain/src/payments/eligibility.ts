import type { CountrySite } from '../countrySites.ts';
import type { CustomerType } from '../vocabulary/customers.ts';
import type { PaymentMethod } from '../vocabulary/payments.ts';

/** Who is paying, as far as the payment rules care. */
export interface Payer {
  /** A private person or a company, as the checkout's contact step says. */
  readonly customerType: CustomerType;
  readonly loggedIn: boolean;
  /** The customer's company has a billing account the shop approved (pays by direct-debit receipt). */
  readonly approvedBillingAccount: boolean;
}

/** Who may use a method beyond the country site offering it; a rule left out allows everyone. */
interface PaymentRule {
  readonly customerTypes?: readonly CustomerType[];
  readonly loggedIn?: true;
  readonly approvedBillingAccount?: true;
}

/**
 * Each method's eligibility. A method is offered only where the country site accepts it; these
 * narrow it further. A billing account is credit the shop gives a company it knows: only a logged-in
 * company customer whose billing account was approved may order on it.
 */
const paymentRules: Readonly<Partial<Record<PaymentMethod, PaymentRule>>> = {
  BILLING_ACCOUNT: { customerTypes: ['COMPANY'], loggedIn: true, approvedBillingAccount: true },
};

/** Why a method is not open to this payer here, or null when it is. */
export type PaymentRefusal = 'site' | 'customerType' | 'loggedIn' | 'approvedBillingAccount';

export function paymentRefusal(
  method: PaymentMethod,
  countrySite: Pick<CountrySite, 'paymentMethods'>,
  payer: Payer,
): PaymentRefusal | null {
  if (!countrySite.paymentMethods.includes(method)) return 'site';
  const rule = paymentRules[method] ?? {};
  if (rule.customerTypes && !rule.customerTypes.includes(payer.customerType)) return 'customerType';
  if (rule.loggedIn && !payer.loggedIn) return 'loggedIn';
  if (rule.approvedBillingAccount && !payer.approvedBillingAccount) return 'approvedBillingAccount';
  return null;
}

export function isPaymentMethodEligible(
  method: PaymentMethod,
  countrySite: Pick<CountrySite, 'paymentMethods'>,
  payer: Payer,
): boolean {
  return paymentRefusal(method, countrySite, payer) === null;
}

/** The payer as the checkout knows them: the contact step's customer type and the session's customer. */
export function payerOf(
  customerType: CustomerType,
  customer:
    | { readonly permissions?: { readonly billing_account?: boolean | undefined } }
    | null
    | undefined,
): Payer {
  return {
    customerType,
    loggedIn: customer !== null && customer !== undefined,
    approvedBillingAccount: customer?.permissions?.billing_account === true,
  };
}
