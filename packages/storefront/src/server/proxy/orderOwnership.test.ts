import { db } from '@shop/mocks';
import { embeddedProductApi, reset } from '@shop/mocks/embedded';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  postForm,
  postJson,
  startTestServer,
  type TestServer,
} from '../../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ productApi: embeddedProductApi });
});
afterAll(() => server.close());
afterEach(() => reset());

/** The README's demo order that waits for the bank account of its refund. */
const refundPath = '/tracking/XRKX2563/user-required-actions/RFXRKX2563';
const bankAccount = {
  type: 'PROVIDE_DATA_TO_REFUND',
  iban: 'ES91 2100 0418 4502 0005 1332',
  holder: 'Someone Else',
};

const complete = (jar: CookieJar, fields: Record<string, string> = {}) =>
  server.fetch(
    '/api/proxy',
    postJson({ path: refundPath, method: 'POST', body: { ...bankAccount, ...fields } }),
    jar,
  );

const refundStatus = () =>
  db.orders.find((order) => order.public_id === 'XRKX2563')?.user_required_actions[0]?.status;

async function loggedIn(email: string) {
  const jar = new CookieJar();
  const { csrfToken } = (await (await server.fetch('/api/auth/csrf', {}, jar)).json()) as {
    csrfToken: string;
  };
  const login = await server.fetch(
    '/api/auth/callback/credentials',
    postForm({ email, password: 'demo1234', csrfToken, json: 'true' }),
    jar,
  );
  expect(login.status).toBe(200);
  return jar;
}

describe("an order's refund step through the proxy", () => {
  it('refuses an anonymous visitor with only the public id, and one with a wrong e-mail', async () => {
    const stranger = new CookieJar();
    const bare = await complete(stranger);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
    expect((await complete(stranger, { email: 'attacker@example.com' })).status).toBe(403);
    expect(refundStatus()).toBe('PENDING');
  });

  it("refuses another customer's session", async () => {
    expect((await complete(await loggedIn('foticos@example.com'))).status).toBe(403);
    expect(refundStatus()).toBe('PENDING');
  });

  it("takes the order's e-mail from a guest, and the owner's session without it", async () => {
    expect((await complete(new CookieJar(), { email: 'demo@example.com' })).status).toBe(200);
    expect(refundStatus()).toBe('DONE');
    reset();
    expect((await complete(await loggedIn('demo@example.com'))).status).toBe(200);
    expect(refundStatus()).toBe('DONE');
  });
});
