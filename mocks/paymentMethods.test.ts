import { countrySites, offeredPaymentMethods } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { paymentMethodOptionsFor } from './store/payments.ts';

describe('the payment methods a checkout offers', () => {
  it.each(countrySites.map((site) => [`${site.brand} ${site.id}`, site] as const))(
    'on %s are exactly the country site’s',
    (_name, site) => {
      const listed = paymentMethodOptionsFor(site.language);
      expect(offeredPaymentMethods(listed, site).map((option) => option.method)).toEqual(
        site.paymentMethods,
      );
    },
  );

  it('leave out what another site in the same language takes (Klarna and a billing account on the second brand)', () => {
    const second = countrySites.find((site) => site.brand === 'second');
    if (!second) throw new Error('The second brand has no country site');
    const methods = offeredPaymentMethods(paymentMethodOptionsFor('es'), second).map(
      (option) => option.method,
    );
    expect(methods).not.toContain('KLARNA');
    expect(methods).not.toContain('BILLING_ACCOUNT');
  });
});
