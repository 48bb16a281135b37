import { guessedPublicIds } from '@shop/mocks/guessedPublicIds';
import { expect, it } from 'vitest';
import type { ProbeVisitor } from './probeVisitor.ts';

/** The README's demo order that waits for the bank account of its refund. */
const refundPath = '/tracking/XRKX2563/user-required-actions/RFXRKX2563';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * Who has an account, whose order is whose: probes of what an attacker can learn or do with an
 * e-mail address or an order number, over real HTTP against the built site of the security probes.
 */
export function describeOwnershipProbes(visitor: (hop?: string) => ProbeVisitor) {
  it('answers sign-up alike for a used and a free e-mail: status, body and time', async () => {
    const attacker = visitor('203.0.113.20');
    const signUp = async (email: string) => {
      const started = performance.now();
      const response = await attacker.form('/api/auth/register', {
        email,
        password: 'summer2026',
        first_name: 'Eve',
        last_name: 'Probe',
        newsletter: 'false',
        accepts_terms: 'true',
      });
      return {
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      };
    };
    const used: Awaited<ReturnType<typeof signUp>>[] = [];
    const free: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let round = 0; round < 3; round += 1) {
      used.push(await signUp('restricted@example.com'));
      free.push(await signUp(`free-${round}-${Date.now()}@example.com`));
    }
    const answers = new Set([...used, ...free].map(({ status, body }) => `${status} ${body}`));
    expect([...answers]).toEqual(['200 {"ok":true}']);
    const timing = (answers: typeof used) => median(answers.map(({ ms }) => ms));
    expect(Math.abs(timing(used) - timing(free))).toBeLessThan(250);
  }, 60_000);

  it('opens no order by a tracking id computed from its number', async () => {
    const stranger = visitor('203.0.113.21');
    const numbers = Array.from({ length: 40 }, (_, index) => 100001 + index);
    const statuses = [];
    for (const publicId of guessedPublicIds(numbers).filter((id) => id !== 'XRKX2563'))
      statuses.push(
        (await stranger.proxy({ path: `/tracking/${publicId}`, method: 'GET' })).status,
      );
    expect(new Set(statuses)).toEqual(new Set([404]));
    // The documented demo order does open (its refund step is public to read, on either brand):
    // the probe can tell an open order from a closed one.
    expect((await stranger.proxy({ path: refundPath, method: 'GET' })).status).toBe(200);
  }, 60_000);

  it("refuses another visitor's refund step: only the public id, a wrong e-mail, another customer", async () => {
    const bankAccount = {
      type: 'PROVIDE_DATA_TO_REFUND',
      iban: 'ES91 2100 0418 4502 0005 1332',
      holder: 'Eve Probe',
    };
    const complete = (who: ProbeVisitor, email?: string) =>
      who.proxy({
        path: refundPath,
        method: 'POST',
        body: { ...bankAccount, ...(email ? { email } : {}) },
      });
    const stranger = visitor('203.0.113.22');
    expect((await complete(stranger)).status).toBe(403);
    expect((await complete(stranger, 'eve@example.com')).status).toBe(403);
    const otherCustomer = visitor('203.0.113.22');
    expect((await otherCustomer.logIn('foticos@example.com', 'demo1234')).status).toBe(200);
    expect((await complete(otherCustomer)).status).toBe(403);
    const action = await stranger.proxy({ path: refundPath, method: 'GET' });
    expect(await action.json()).toMatchObject({ action: { status: 'PENDING' } });
  }, 60_000);

  it('slows password-reset requests for one account through the proxy', async () => {
    const attacker = visitor('203.0.113.23');
    const request = async () => {
      const started = performance.now();
      const response = await attacker.proxy({
        path: '/auth/password-reset',
        method: 'POST',
        body: { email: 'nobody-reset@example.com' },
      });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const waits = [];
    for (let attempt = 0; attempt < 8; attempt += 1) waits.push(await request());
    // Five go at once, then each waits 250 ms more: the eighth at least 750 ms.
    expect(waits.at(-1)).toBeGreaterThanOrEqual(700);
  }, 60_000);
}
