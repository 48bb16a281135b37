import { describe, expect, it } from 'vitest';
import { countrySites, findCountrySite, type CountrySite } from '../countrySites.ts';
import { isPaymentMethodEligible, payerOf, paymentRefusal, type Payer } from './eligibility.ts';

const spain = findCountrySite('es-es') as CountrySite;
const portugal = findCountrySite('pt-pt') as CountrySite;

const guest: Payer = { customerType: 'PERSON', loggedIn: false, approvedBillingAccount: false };
const approvedCompany: Payer = {
  customerType: 'COMPANY',
  loggedIn: true,
  approvedBillingAccount: true,
};

describe('payment eligibility', () => {
  it('never offers a method the country site does not accept', () => {
    expect(paymentRefusal('BIZUM', portugal, approvedCompany)).toBe('site');
    expect(paymentRefusal('MB_WAY', portugal, guest)).toBeNull();
  });

  it('offers a billing account only to a logged-in company with an approved one', () => {
    expect(paymentRefusal('BILLING_ACCOUNT', spain, approvedCompany)).toBeNull();
    expect(paymentRefusal('BILLING_ACCOUNT', spain, guest)).toBe('customerType');
    expect(paymentRefusal('BILLING_ACCOUNT', spain, { ...approvedCompany, loggedIn: false })).toBe(
      'loggedIn',
    );
    expect(
      paymentRefusal('BILLING_ACCOUNT', spain, { ...approvedCompany, customerType: 'PERSON' }),
    ).toBe('customerType');
    expect(
      paymentRefusal('BILLING_ACCOUNT', spain, {
        ...approvedCompany,
        approvedBillingAccount: false,
      }),
    ).toBe('approvedBillingAccount');
  });

  it('lets an anonymous guest pay with every other method each site accepts', () => {
    for (const site of countrySites)
      for (const method of site.paymentMethods)
        expect(isPaymentMethodEligible(method, site, guest), `${site.id} ${method}`).toBe(
          method !== 'BILLING_ACCOUNT',
        );
  });

  it('knows the payer from the contact step and the session customer', () => {
    expect(payerOf('PERSON', null)).toEqual(guest);
    expect(
      payerOf('COMPANY', {
        permissions: { billing_account: true },
      }),
    ).toEqual(approvedCompany);
    expect(payerOf('COMPANY', { permissions: {} }).approvedBillingAccount).toBe(false);
  });
});
