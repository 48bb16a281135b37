import { embeddedProductApi, reset } from '@shop/mocks/embedded';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  postForm,
  postJson,
  startTestServer,
  throttleWaitOf,
  type TestServer,
} from '../../testing/testServer.ts';
import { perAccount, perAddress } from './attemptThrottle.ts';

// Behind one proxy of ours (TRUST_PROXY=true): the client writes every X-Forwarded-For hop but
// the last, which the proxy appends; here the test is the client and its own proxy at once.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ productApi: embeddedProductApi, trustProxy: 1 });
});
afterAll(() => server.close());
afterEach(() => reset());

const proxyHop = '203.0.113.7';

async function wrongLogin(email: string, forgedHop: string) {
  const jar = new CookieJar();
  const csrf = await server.fetch('/api/auth/csrf', {}, jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const started = performance.now();
  const response = await server.fetch(
    '/api/auth/callback/credentials',
    postForm(
      { email, password: 'not-the-password', csrfToken, json: 'true' },
      { 'x-forwarded-for': `${forgedHop}, ${proxyHop}` },
    ),
    jar,
  );
  expect(response.status).toBe(200);
  return performance.now() - started;
}

describe('the client address behind our proxy', () => {
  it('is the hop our proxy wrote: 70 forged first hops on 70 accounts are still one address, and slowed', async () => {
    const tried = await Promise.all(
      Array.from({ length: 70 }, (_, index) =>
        wrongLogin(`nobody-${index}@example.com`, `198.51.100.${index}`),
      ),
    );
    // Beyond the address's free attempts the parallel ones waited, up to the cap.
    expect(Math.max(...tried)).toBeGreaterThanOrEqual(perAddress.capMs - 100);
    const next = await wrongLogin('somebody-else@example.com', '192.0.2.99');
    expect(next).toBeGreaterThanOrEqual(perAddress.capMs - 100);
  }, 30_000);
});

describe('password-reset requests through the proxy', () => {
  /** How long the request was made to wait, as the response says; the answer came no sooner. */
  const requestReset = async (email: string) => {
    const started = performance.now();
    const response = await server.fetch(
      '/api/proxy',
      postJson(
        { path: '/auth/password-reset', method: 'POST', body: { email } },
        // An address of its own, so the sign-in guesses above do not slow it.
        { 'x-forwarded-for': '192.0.2.50' },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const wait = throttleWaitOf(response);
    expect(performance.now() - started).toBeGreaterThanOrEqual(wait - 5);
    return wait;
  };

  it('are slowed per account like sign-in guesses, and still answered', async () => {
    const email = 'demo@example.com';
    const free = [];
    for (let attempt = 0; attempt < perAccount.free; attempt += 1)
      free.push(await requestReset(email));
    expect(free).toEqual(Array(perAccount.free).fill(0));
    // The next ones wait one step more each.
    expect(await requestReset(email)).toBe(perAccount.stepMs);
    expect(await requestReset(email)).toBe(2 * perAccount.stepMs);
    // Another account from elsewhere is not slowed by them.
    expect(await requestReset('foticos@example.com')).toBe(0);
  }, 30_000);
});
