import { isApiError } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db, reset } from './db.ts';
import { demoAccounts } from './fixtures/customers.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

/** The README's demo order that waits for the bank account of its refund. */
const refund = { public_id: 'XRKX2563', action_public_id: 'RFXRKX2563' };
const bankAccount = {
  ...refund,
  type: 'PROVIDE_DATA_TO_REFUND',
  iban: 'ES91 2100 0418 4502 0005 1332',
  holder: 'Someone Else',
} as const;

const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (isApiError(error) ? error.upstreamStatus : error),
  );

const actionStatus = () =>
  db.orders
    .find((order) => order.public_id === refund.public_id)
    ?.user_required_actions.find((action) => action.public_id === refund.action_public_id)?.status;

async function logIn(email: string) {
  const { token } = await mockApiClient().call('auth.login', { email, password: 'demo1234' });
  return mockApiClient({ sessionId: `session-of-${email}`, token: () => token });
}

describe("completing an order's required action", () => {
  it('refuses an anonymous visitor who only has the public id, and a wrong e-mail, alike', async () => {
    const stranger = mockApiClient({ sessionId: 'stranger' });
    const refused = await stranger
      .call('tracking.completeUserRequiredAction', bankAccount)
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.upstreamStatus).toBe(403);
    expect(isApiError(refused) && refused.data).toMatchObject({
      fields: { email: expect.any(String) },
    });
    expect(
      await statusOf(
        stranger.call('tracking.completeUserRequiredAction', {
          ...bankAccount,
          email: 'someone.else@example.com',
        }),
      ),
    ).toBe(403);
    expect(actionStatus()).toBe('PENDING');
  });

  it("refuses another customer's login", async () => {
    const other = await logIn(demoAccounts.foticos);
    expect(await statusOf(other.call('tracking.completeUserRequiredAction', bankAccount))).toBe(
      403,
    );
    expect(actionStatus()).toBe('PENDING');
  });

  it("takes the order's customer logged in, who is told no e-mail is needed", async () => {
    const owner = await logIn(demoAccounts.customer);
    expect(await owner.call('tracking.getUserRequiredAction', refund)).toMatchObject({
      owner_signed_in: true,
    });
    await owner.call('tracking.completeUserRequiredAction', bankAccount);
    expect(actionStatus()).toBe('DONE');
  });

  it("takes a guest who gives the order's e-mail, in any case", async () => {
    const guest = mockApiClient({ sessionId: 'guest-with-the-mail' });
    expect(await guest.call('tracking.getUserRequiredAction', refund)).toMatchObject({
      owner_signed_in: false,
    });
    await guest.call('tracking.completeUserRequiredAction', {
      ...bankAccount,
      email: demoAccounts.customer.toUpperCase(),
    });
    expect(actionStatus()).toBe('DONE');
  });
});
