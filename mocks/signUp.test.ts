import { isApiError } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { reset } from './embedded.ts';
import { demoAccounts } from './fixtures/customers.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

const newAccount = {
  email: 'guest.buyer@example.com',
  password: 'summer2026',
  accepts_terms: true,
  customer_type: 'PERSON',
  first_name: 'Lucía',
  last_name: 'Gómez',
  newsletter: true,
} as const;

beforeEach(() => reset());
afterEach(() => reset());

function guestOrder() {
  const order = db.orders.find(
    (candidate) => candidate.customer_id === null && candidate.email === newAccount.email,
  );
  if (!order) throw new Error('The seed has a guest order of guest.buyer@example.com');
  return order;
}

/** Logs in as the new account, as its customer does after reading the mail. */
async function logInAs(email: string) {
  const { customer, token } = await mockApiClient().call('auth.login', {
    email,
    password: newAccount.password,
  });
  return { customer, own: mockApiClient({ sessionId: 'after-sign-up', token: () => token }) };
}

describe('creating an account', () => {
  it('creates the customer, mails a welcome and subscribes the newsletter when asked', async () => {
    const guest = mockApiClient({ sessionId: 'sign-up-session' });
    expect(await guest.call('auth.register', newAccount)).toEqual({ ok: true });
    expect(db.outbox).toEqual([{ to: newAccount.email, kind: 'welcome' }]);
    const { customer, own } = await logInAs(newAccount.email);
    expect(customer).toMatchObject({ email: newAccount.email, first_name: 'Lucía' });
    expect((await own.call('customers.getProfile')).customer.id).toBe(customer.id);
    expect(db.newsletterEmails).toContain(newAccount.email);
  });

  it('answers a used e-mail exactly as a free one, changes nothing and mails the owner', async () => {
    const guest = mockApiClient({ sessionId: 'sign-up-session' });
    const before = structuredClone(db.customers);
    await guest.call('auth.register', {
      ...newAccount,
      email: demoAccounts.customer.toUpperCase(),
      password: 'attacker2026',
    });
    await guest.call('auth.register', { ...newAccount, email: 'free.address@example.com' });
    const [used, free] = guest.calls.slice(-2);
    expect(used?.status).toBe(free?.status);
    expect(used?.body).toEqual(free?.body);
    expect(db.customers.slice(0, before.length)).toEqual(before);
    expect(db.outbox[0]).toEqual({ to: demoAccounts.customer, kind: 'sign-up-attempt' });
    // The owner's password still works; the one typed at sign-up does not.
    const login = (password: string) =>
      mockApiClient().call('auth.login', { email: demoAccounts.customer, password });
    await expect(login('demo1234')).resolves.toMatchObject({ token: expect.any(String) });
    await expect(login('attacker2026')).rejects.toMatchObject({ upstreamStatus: 401 });
  });

  it('refuses a weak password before anything is created', async () => {
    const guest = mockApiClient({ sessionId: 'sign-up-session' });
    const count = db.customers.length;
    const refused = await guest
      .call('auth.register', { ...newAccount, password: 'onlyletters' })
      .catch((error: unknown) => error);
    expect(isApiError(refused)).toBe(true);
    expect(db.customers).toHaveLength(count);
  });

  it("takes over the guest order of that number and e-mail: it is in the new account's orders", async () => {
    const order = guestOrder();
    const guest = mockApiClient({ sessionId: 'sign-up-session' });
    await guest.call('auth.register', {
      ...newAccount,
      email: 'Guest.Buyer@example.com',
      guest_order_number: order.number.toLowerCase(),
    });
    const { own } = await logInAs(newAccount.email);
    const { orders } = await own.call('orders.list', { brand: 'main', page: 1, per_page: 10 });
    expect(orders.map((listed) => listed.number)).toEqual([order.number]);
  });

  it('answers 422 and creates nothing when the order was placed with another e-mail', async () => {
    const order = guestOrder();
    const count = db.customers.length;
    const guest = mockApiClient({ sessionId: 'sign-up-session' });
    const refused = await guest
      .call('auth.register', {
        ...newAccount,
        email: 'someone.else@example.com',
        guest_order_number: order.number,
      })
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.upstreamStatus).toBe(422);
    expect(isApiError(refused) && refused.data).toMatchObject({
      fields: { email: 'Not the e-mail of the order' },
    });
    expect(db.customers).toHaveLength(count);
    expect(order.customer_id).toBeNull();
  });
});
