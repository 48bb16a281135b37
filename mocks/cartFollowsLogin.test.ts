import { afterEach, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { reset } from './db.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

// The storefront starts a new session at login; the guest's cart must come along.
it('keeps the guest cart when the customer logs in and the shop switches session', async () => {
  const guest = mockApiClient({ sessionId: 'guest-session' });
  await guest.call('cart.addLine', { article_id: 10001, quantity: 10 });
  const { token } = await guest.call('auth.login', {
    email: demoAccounts.customer,
    password: demoPassword,
  });

  const customer = mockApiClient({ sessionId: 'session-after-login', token: () => token });
  const { cart } = await customer.call('cart.get');
  expect(cart.lines.map((line) => [line.article_id, line.quantity])).toEqual([[10001, 10]]);
  expect((await guest.call('cart.get')).cart.lines).toEqual([]);
});
