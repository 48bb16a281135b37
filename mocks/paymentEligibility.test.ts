import { ApiError, findCountrySite, type CountrySite } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { reset } from './node.ts';
import { checkoutUpToPayment } from './testing/checkoutUpToPayment.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

const spain = findCountrySite('es-es') as CountrySite;
const order = (payment_method: 'BILLING_ACCOUNT' | 'BIZUM') => ({
  payment_method,
  accepts_terms: true as const,
  return_url: 'https://shop.test/es-es/order-completed',
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the product API takes an order only with a method its payer may use', () => {
  it('refuses a billing account to an anonymous guest with a clear 400, and does not list it', async () => {
    const api = mockApiClient({ sessionId: 'guest-billing', language: 'es-ES' });
    await checkoutUpToPayment(api, spain);
    const { payment_methods } = await api.call('checkout.listPaymentMethods');
    expect(payment_methods.map((option) => option.method)).not.toContain('BILLING_ACCOUNT');
    const error = await refusal(api.call('checkout.placeOrder', order('BILLING_ACCOUNT')));
    expect(error.upstreamStatus).toBe(400);
    expect(JSON.stringify(error.data)).toMatch(/BILLING_ACCOUNT cannot pay this order/);
    expect(JSON.stringify(error.data)).toContain('Only for company customers');
    expect((await api.call('cart.get')).cart.lines).toHaveLength(1);
  });

  it('refuses a method the site does not accept', async () => {
    const api = mockApiClient({ sessionId: 'portugal-bizum', language: 'pt-PT' });
    await checkoutUpToPayment(api, { country: 'PT' });
    const error = await refusal(api.call('checkout.placeOrder', order('BIZUM')));
    expect(JSON.stringify(error.data)).toContain('Not available on this site');
  });

  it('lets a logged-in company with an approved billing account order on it', async () => {
    const auth: { token?: string } = {};
    const api = mockApiClient({ sessionId: 'studio', language: 'es-ES', token: () => auth.token });
    auth.token = (
      await api.call('auth.login', { email: demoAccounts.foticos, password: demoPassword })
    ).token;
    await checkoutUpToPayment(api, spain, 'COMPANY');
    const { payment_methods } = await api.call('checkout.listPaymentMethods');
    expect(payment_methods.map((option) => option.method)).toContain('BILLING_ACCOUNT');
    const placed = await api.call('checkout.placeOrder', order('BILLING_ACCOUNT'));
    expect(placed.payment).toMatchObject({ status: 'PENDING', payment_type: 'BANK_RECEIPT' });
  });

  it('refuses it to a logged-in private customer', async () => {
    const auth: { token?: string } = {};
    const api = mockApiClient({ sessionId: 'person', language: 'es-ES', token: () => auth.token });
    auth.token = (
      await api.call('auth.login', { email: demoAccounts.customer, password: demoPassword })
    ).token;
    await checkoutUpToPayment(api, spain, 'COMPANY');
    const error = await refusal(api.call('checkout.placeOrder', order('BILLING_ACCOUNT')));
    expect(JSON.stringify(error.data)).toContain('Needs an approved billing account');
  });
});
