import { cookies, missingCsrfMessage, sessionSchema, type AuthProvider } from '@shop/domain';
import { db, fixtures } from '@shop/mocks';
import { embeddedProductApi, reset } from '@shop/mocks/embedded';
import { mockApiClient } from '@shop/mocks/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CookieJar,
  postForm,
  postJson,
  startTestServer,
  throttleWaitOf,
  type TestServer,
} from '../../testing/testServer.ts';
import { perAccount } from './attemptThrottle.ts';

// The mock product API's demo customer (demo@example.com, demo1234).
const customer = fixtures.customer.profile();
// What the mock API "mails" for a password reset of the demo customer.
const resetToken = `reset-${customer.id}`;

const calls: { path: string; fields: URLSearchParams; authorization: string | null }[] = [];
let apiDown = false;
let loginAnswer: (() => Promise<Response>) | undefined;

/**
 * The embedded mock product API, recording what the storefront sends it; a test can take it down
 * or answer the login with something no API should say.
 */
async function productApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const fields =
    request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
  calls.push({ path: url.pathname, fields, authorization: request.headers.get('authorization') });
  if (apiDown) throw new TypeError('fetch failed');
  if (url.pathname === '/auth/login' && loginAnswer) return loginAnswer();
  return embeddedProductApi(request);
}

/** The bearer token the mock API handed out last: the one a login keeps on the server. */
function lastToken(): string {
  const token = [...db.tokens.keys()].at(-1);
  if (!token) throw new Error('The product API handed out no token');
  return token;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    productApi,
    maxBodyBytes: 4096,
    proxyTimeoutMs: 300,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  apiDown = false;
  loginAnswer = undefined;
});
afterEach(() => reset());

async function csrfOf(jar: CookieJar): Promise<string> {
  const response = await server.fetch('/api/auth/csrf', {}, jar);
  expect(response.status).toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function sessionOf(jar: CookieJar) {
  return sessionSchema.parse(await (await server.fetch('/api/session', {}, jar)).json());
}

async function logIn(jar: CookieJar, fields: Record<string, string> = {}, action = 'callback') {
  const csrfToken = await csrfOf(jar);
  return server.fetch(
    `/api/auth/${action}/credentials`,
    postForm({
      email: 'demo@example.com',
      password: 'demo1234',
      csrfToken,
      callbackUrl: '/es-es/accounts',
      json: 'true',
      ...fields,
    }),
    jar,
  );
}

describe('GET /api/auth/providers, /csrf and /session', () => {
  it('lists the credentials provider', async () => {
    const response = await server.fetch('/api/auth/providers');
    const providers = (await response.json()) as Record<string, AuthProvider>;
    expect(Object.keys(providers)).toEqual(['credentials']);
    expect(providers.credentials).toEqual({
      id: 'credentials',
      name: expect.any(String),
      type: 'credentials',
      signinUrl: `${server.origin}/api/auth/signin/credentials`,
      callbackUrl: `${server.origin}/api/auth/callback/credentials`,
    });
  });

  it('answers a CSRF token bound to the session', async () => {
    const jar = new CookieJar();
    const first = await csrfOf(jar);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await csrfOf(jar)).toBe(first);
    expect(await csrfOf(new CookieJar())).not.toBe(first);
  });

  it('answers null for an anonymous visitor', async () => {
    const response = await server.fetch('/api/auth/session?callbackUrl=%2Fes-es%2F');
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });
});

describe('failed logins', () => {
  it('slow the next attempts on the account but never refuse the right password: 12 wrong ones, then in', async () => {
    const jar = new CookieJar();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const started = performance.now();
      const response = await logIn(jar, { password: `guess-${attempt}` });
      waits.push(throttleWaitOf(response));
      // The wait is real: the answer came no sooner.
      expect(performance.now() - started).toBeGreaterThanOrEqual((waits.at(-1) ?? 0) - 5);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        url: expect.stringContaining('error=CredentialsSignin'),
      });
    }
    // The first few go at once; later ones wait one step more each, up to the cap.
    expect(waits.slice(0, perAccount.free)).toEqual(Array(perAccount.free).fill(0));
    expect(waits.at(-1)).toBe((12 - perAccount.free) * perAccount.stepMs);
    const right = await logIn(jar);
    expect(throttleWaitOf(right)).toBeLessThanOrEqual(perAccount.capMs);
    expect(await right.json()).toEqual({ url: '/es-es/accounts' });
    expect((await sessionOf(jar)).customer?.id).toBe(customer.id);
    // Signed in, the account is forgiven: the next sign-in goes at once.
    const again = await logIn(new CookieJar());
    expect(again.status).toBe(200);
    expect(throttleWaitOf(again)).toBe(0);
  }, 30_000);
});

describe('credentials sign-in', () => {
  it('logs in, rotates the session and keeps the token on the server', async () => {
    const jar = new CookieJar();
    await server.fetch(
      '/api/session',
      postJson({
        isConsentGiven: true,
        isAdsAccepted: false,
        isAnalyticsAccepted: false,
        consentVersion: 1,
      }),
      jar,
    );
    const before = await sessionOf(jar);
    const csrfBefore = await csrfOf(jar);
    const response = await logIn(jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/es-es/accounts' });
    // The login call carried the guest session id, so the API can adopt the guest's cart.
    expect(calls[0]?.fields.get('ext_session_id')).toBe(before.fotiApiClient);
    expect(calls[0]?.fields.get('language')).toBe('es-ES');

    const after = await sessionOf(jar);
    expect(after.fotiApiClient).not.toBe(before.fotiApiClient);
    expect(after.isConsentGiven).toBe(true);
    expect(after.customer).toEqual(fixtures.customer.demo);
    expect(after.updateDateCustomer).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await csrfOf(jar)).not.toBe(csrfBefore);
    expect(JSON.stringify(after)).not.toContain(lastToken());
    // A logged-in session still fits in one cookie.
    expect(jar.get('shop_session')?.length ?? 0).toBeLessThan(4000);

    const authSession = (await (await server.fetch('/api/auth/session', {}, jar)).json()) as Record<
      string,
      unknown
    >;
    expect(authSession).toMatchObject({
      user: { id: String(customer.id), name: 'Lucía Martín', email: 'demo@example.com' },
    });
    expect(Date.parse(authSession.expires as string)).toBeGreaterThan(Date.now());
  });

  it('answers a 302 without json=true, and accepts POST /signin/credentials too', async () => {
    const jar = new CookieJar();
    const response = await logIn(jar, { json: 'false' }, 'signin');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es-es/accounts');
    expect((await sessionOf(jar)).customer?.id).toBe(customer.id);
  });

  it('sends wrong credentials back to the login page with CredentialsSignin', async () => {
    const jar = new CookieJar();
    const response = await logIn(jar, { password: 'wrong', callbackUrl: '/pl-pl/cart' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: '/pl-pl/login?error=CredentialsSignin&callbackUrl=%2Fpl-pl%2Fcart',
    });
    expect((await sessionOf(jar)).customer).toBeUndefined();
    const redirect = await logIn(jar, { password: 'wrong', json: 'false' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(
      '/es-es/login?error=CredentialsSignin&callbackUrl=%2Fes-es%2Faccounts',
    );
    const missing = await logIn(jar, { email: '' });
    expect(await missing.json()).toMatchObject({
      url: expect.stringContaining('error=CredentialsSignin'),
    });
  });

  it('refuses a sign-in without the session CSRF token', async () => {
    const jar = new CookieJar();
    await csrfOf(jar);
    const otherToken = await csrfOf(new CookieJar());
    for (const csrfToken of [undefined, '', 'forged', otherToken]) {
      const fields: Record<string, string> = {
        email: 'demo@example.com',
        password: 'demo1234',
        callbackUrl: '/es-es/',
        json: 'true',
      };
      if (csrfToken !== undefined) fields.csrfToken = csrfToken;
      const response = await server.fetch('/api/auth/callback/credentials', postForm(fields), jar);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: { message: expect.stringMatching(/^MissingCSRF/) },
      });
    }
    expect(calls).toHaveLength(0);
    expect((await sessionOf(jar)).customer).toBeUndefined();
  });

  it('answers InvalidProvider with 400 for an unknown provider', async () => {
    const jar = new CookieJar();
    const csrfToken = await csrfOf(jar);
    for (const provider of ['github', 'credentials2']) {
      const response = await server.fetch(
        `/api/auth/signin/${provider}`,
        postForm({ csrfToken, json: 'true' }),
        jar,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { error_code: 400, message: 'InvalidProvider' },
      });
    }
  });

  it('only redirects on this site, whatever callbackUrl says', async () => {
    const offSite = [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/%2F%2Fevil.example',
      `http://evil.example${new URL(server.origin).port}/`,
      // A page address, not a payload: a huge one would become a huge Location header.
      `/es-es/cart?${'x'.repeat(3_000)}`,
    ];
    for (const callbackUrl of offSite) {
      const response = await logIn(new CookieJar(), { callbackUrl });
      expect(await response.json(), callbackUrl).toEqual({ url: '/es-es/' });
    }
    const sameHost = await logIn(new CookieJar(), {
      callbackUrl: `${server.origin}/pl-pl/cart?step=2`,
    });
    expect(await sameHost.json()).toEqual({ url: '/pl-pl/cart?step=2' });
    const redirect = await logIn(new CookieJar(), {
      callbackUrl: 'https://evil.example/',
      json: 'false',
    });
    expect(redirect.headers.get('location')).toBe('/es-es/');
  });

  it('sends the customer to the login page with CallbackRouteError when the product API is down', async () => {
    apiDown = true;
    const response = await logIn(new CookieJar());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      url: '/es-es/login?error=CallbackRouteError&callbackUrl=%2Fes-es%2Faccounts',
    });
  });

  it('treats a hung, failing or nonsensical login answer as a server failure, not wrong credentials', async () => {
    const answers = [
      () => new Promise<Response>(() => undefined),
      async () => Response.json({ error: { error_code: 1, message: 'down' } }, { status: 503 }),
      async () => Response.json({ hello: 'world' }),
      async () =>
        Response.json({ error: { error_code: 404, message: 'No such endpoint' } }, { status: 404 }),
    ];
    for (const answer of answers) {
      loginAnswer = answer;
      const response = await logIn(new CookieJar());
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({
        url: expect.stringContaining('error=CallbackRouteError'),
      });
    }
  });

  it('takes form-encoded bodies only (415) of limited size (413)', async () => {
    const jar = new CookieJar();
    const csrfToken = await csrfOf(jar);
    const json = await server.fetch(
      '/api/auth/callback/credentials',
      postJson({ email: 'demo@example.com', password: 'demo1234', csrfToken }),
      jar,
    );
    expect(json.status).toBe(415);
    const big = await server.fetch(
      '/api/auth/callback/credentials',
      postForm({ csrfToken, email: 'x'.repeat(10_000) }),
      jar,
    );
    expect(big.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('sends GET /signin and /error to the login page with a known error and a safe callbackUrl', async () => {
    const signin = await server.fetch(
      '/api/auth/signin?error=SessionRequired&callbackUrl=%2Fpl-pl%2Faccounts',
    );
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe(
      '/pl-pl/login?error=SessionRequired&callbackUrl=%2Fpl-pl%2Faccounts',
    );
    const error = await server.fetch(
      '/api/auth/error?error=%3Cscript%3E&callbackUrl=https%3A%2F%2Fevil.example',
    );
    expect(error.headers.get('location')).toBe('/es-es/login?callbackUrl=%2Fes-es%2F');
  });

  it('answers UnknownAction for other auth paths', async () => {
    const response = await server.fetch('/api/auth/verify-request');
    expect(response.status).toBe(400);
  });
});

describe('POST /api/auth/password-reset', () => {
  // The customer asked for the link, so the product API knows the token.
  beforeEach(async () => {
    await mockApiClient().call('auth.requestPasswordReset', { email: customer.email });
  });

  async function resetPassword(jar: CookieJar, fields: Record<string, string> = {}) {
    return server.fetch(
      '/api/auth/password-reset',
      postForm({
        reset_token: resetToken,
        password: 'a new secret',
        csrfToken: await csrfOf(jar),
        callbackUrl: '/es-es/accounts',
        json: 'true',
        ...fields,
      }),
      jar,
    );
  }

  it('sets the new password and signs the customer in on a new session', async () => {
    const jar = new CookieJar();
    const before = await sessionOf(jar);
    const response = await resetPassword(jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/es-es/accounts' });
    expect(calls.map((call) => call.path)).toEqual(['/auth/password-reset/confirm']);
    expect(Object.fromEntries(calls[0]?.fields ?? [])).toMatchObject({
      reset_token: resetToken,
      password: 'a new secret',
    });
    const after = await sessionOf(jar);
    expect(after.customer?.id).toBe(customer.id);
    expect(after.fotiApiClient).not.toBe(before.fotiApiClient);
    expect(JSON.stringify(after)).not.toContain(lastToken());
  });

  it('answers 400 with a readable message for a used link or a short password, and stays anonymous', async () => {
    const jar = new CookieJar();
    const used = await resetPassword(jar, { reset_token: 'reset-7' });
    expect(used.status).toBe(400);
    expect(await used.json()).toEqual({
      error: { error_code: 400, message: 'This password reset link is no longer valid' },
    });
    calls.length = 0;
    const short = await resetPassword(jar, { password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { message: 'Invalid password reset', fields: { password: expect.any(String) } },
    });
    const noToken = await resetPassword(jar, { reset_token: '' });
    expect(await noToken.json()).toMatchObject({
      error: { fields: { reset_token: 'The reset link has no token' } },
    });
    expect(calls).toHaveLength(0);
    expect((await sessionOf(jar)).customer).toBeUndefined();
  });

  it('refuses a reset without the session CSRF token, and off-site callbacks', async () => {
    const jar = new CookieJar();
    const forged = await resetPassword(jar, { csrfToken: 'forged' });
    expect(forged.status).toBe(403);
    expect(calls).toHaveLength(0);
    const offSite = await resetPassword(new CookieJar(), { callbackUrl: 'https://evil.example/' });
    expect(await offSite.json()).toEqual({ url: '/es-es/' });
  });

  it('answers 502 when the product API is down, and takes only small form bodies', async () => {
    apiDown = true;
    const jar = new CookieJar();
    const down = await resetPassword(jar);
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({
      error: { error_code: 502, message: 'The password could not be changed, please try again' },
    });
    const json = await server.fetch(
      '/api/auth/password-reset',
      postJson({ reset_token: resetToken, password: 'a new secret' }),
      jar,
    );
    expect(json.status).toBe(415);
    const big = await resetPassword(jar, { password: 'x'.repeat(10_000) });
    expect(big.status).toBe(413);
  });
});

describe('POST /api/auth/register', () => {
  async function signUp(jar: CookieJar, fields: Record<string, string> = {}) {
    return server.fetch(
      '/api/auth/register',
      postForm({
        email: 'nora@example.com',
        password: 'summer2026',
        first_name: 'Nora',
        last_name: 'Vidal',
        newsletter: 'true',
        accepts_terms: 'true',
        csrfToken: await csrfOf(jar),
        callbackUrl: '/es-es/accounts/home',
        json: 'true',
        ...fields,
      }),
      jar,
    );
  }

  it('creates the account with the guest order and answers "check your mail", still anonymous', async () => {
    const guestOrder = db.orders.find(
      (order) => order.customer_id === null && order.email === 'guest.buyer@example.com',
    );
    if (!guestOrder) throw new Error('The seed has no guest order of guest.buyer@example.com');
    const jar = new CookieJar();
    const response = await signUp(jar, {
      email: 'guest.buyer@example.com',
      guest_order_number: guestOrder.number,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(calls.map((call) => call.path)).toEqual(['/auth/register']);
    expect(Object.fromEntries(calls[0]?.fields ?? [])).toMatchObject({
      email: 'guest.buyer@example.com',
      password: 'summer2026',
      first_name: 'Nora',
      customer_type: 'PERSON',
      newsletter: 'true',
      accepts_terms: 'true',
      guest_order_number: guestOrder.number,
      language: 'es-ES',
    });
    const created = db.customers.find((candidate) => candidate.email === 'guest.buyer@example.com');
    expect(guestOrder.customer_id).toBe(created?.id);
    expect(db.outbox).toEqual([{ to: 'guest.buyer@example.com', kind: 'welcome' }]);
    // The new customer logs in afterwards, with the mail read.
    expect((await sessionOf(jar)).customer).toBeUndefined();
  });

  it('answers a used e-mail exactly as a free one (its owner is mailed); 422 for another order e-mail', async () => {
    const jar = new CookieJar();
    const taken = await signUp(jar, { email: customer.email.toUpperCase() });
    const free = await signUp(jar, { email: 'free.address@example.com' });
    expect([taken.status, free.status]).toEqual([200, 200]);
    expect(await taken.text()).toBe(await free.text());
    expect(db.outbox.map((mail) => mail.kind)).toEqual(['sign-up-attempt', 'welcome']);
    expect(db.outbox[0]?.to).toBe(customer.email);
    const plainPost = await signUp(jar, { email: customer.email, json: 'false' });
    expect(plainPost.status).toBe(303);
    expect(plainPost.headers.get('location')).toMatch(/^\/es-es\/login\?/);
    const someoneElses = db.orders.find((order) => order.customer_id === null);
    const otherOrder = await signUp(jar, {
      email: 'nora@example.com',
      guest_order_number: someoneElses?.number ?? '',
    });
    expect(otherOrder.status).toBe(422);
    expect(await otherOrder.json()).toMatchObject({
      error: { fields: { email: 'Not the e-mail of the order' } },
    });
    expect((await sessionOf(jar)).customer).toBeUndefined();
    expect(db.customers.some((candidate) => candidate.email === 'nora@example.com')).toBe(false);
  });

  it('refuses a weak password, unaccepted terms and a missing CSRF token without calling the API', async () => {
    const jar = new CookieJar();
    const weak = await signUp(jar, { password: 'onlyletters', accepts_terms: 'false' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      error: {
        message: 'Invalid sign-up',
        fields: { password: expect.any(String), accepts_terms: expect.any(String) },
      },
    });
    const forged = await signUp(jar, { csrfToken: 'forged' });
    expect(forged.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('answers 502 when the product API fails, and stays anonymous', async () => {
    const jar = new CookieJar();
    apiDown = true;
    const response = await signUp(jar);
    expect(response.status).toBe(502);
    expect((await sessionOf(jar)).customer).toBeUndefined();
  });
});

describe('when logged in', () => {
  it('forwards the customer token on proxied calls, never the cookie', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    calls.length = 0;
    const response = await server.fetch(
      '/api/proxy',
      postJson({ path: '/customers/me', method: 'GET' }),
      jar,
    );
    expect(response.status).toBe(200);
    expect(calls[0]?.authorization).toBe(`Bearer ${lastToken()}`);
  });

  it('accepts a refreshed copy of the own customer but keeps its privileges', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    const current = (await sessionOf(jar)).customer;
    if (!current) throw new Error('The login did not store the customer');
    const updateDateCustomer = new Date().toISOString();
    const raised = {
      ...current,
      first_name: 'Lucy',
      is_foticos: true,
      permissions: { ...current.permissions, can_make_orders: false },
    };
    const response = await server.fetch(
      '/api/session',
      postJson({ customer: raised, updateDateCustomer }),
      jar,
    );
    expect(response.status).toBe(200);
    const after = (await sessionOf(jar)).customer;
    expect(after).toMatchObject({
      first_name: 'Lucy',
      is_foticos: false,
      permissions: current.permissions,
    });
    const other = await server.fetch(
      '/api/session',
      postJson({ customer: { ...current, id: 7 }, updateDateCustomer }),
      jar,
    );
    expect(other.status).toBe(403);
    const cleared = await server.fetch(
      '/api/session',
      postJson({ customer: null, updateDateCustomer: null }),
      jar,
    );
    expect(cleared.status).toBe(400);
  });
});

describe('the bounded session', () => {
  it('refuses a 3,000-character first name (too big for a cookie) with 400 and a readable message, on the profile and the session', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    const current = (await sessionOf(jar)).customer;
    if (!current) throw new Error('The login did not store the customer');
    const long = 'L'.repeat(3_000);
    const profile = await server.fetch(
      '/api/proxy',
      postJson({
        path: '/customers/me',
        method: 'POST',
        body: { customer_type: 'PERSON', first_name: long, last_name: 'Martín' },
      }),
      jar,
    );
    expect(profile.status).toBe(400);
    expect(JSON.stringify(await profile.json())).toMatch(/first_name/);
    const copy = await server.fetch(
      '/api/session',
      postJson({
        customer: { ...current, first_name: long },
        updateDateCustomer: new Date().toISOString(),
      }),
      jar,
    );
    expect(copy.status).toBe(400);
    expect(JSON.stringify(await copy.json())).toMatch(/first_name.*80/);
    // The session is as it was, and its cookie one browsers keep.
    expect((await sessionOf(jar)).customer?.first_name).toBe(current.first_name);
    expect((await server.fetch('/es-es/', {}, jar)).status).toBe(200);
  });
});

describe('POST /api/auth/signout', () => {
  it('answers 400 with the spec text without a CSRF token', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    const attempts: Record<string, string>[] = [
      { callbackUrl: '/es-es/', json: 'true' },
      { csrfToken: 'forged', json: 'true' },
    ];
    for (const fields of attempts) {
      const response = await server.fetch('/api/auth/signout', postForm(fields), jar);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { error_code: 400, message: missingCsrfMessage },
      });
    }
    expect((await sessionOf(jar)).customer?.id).toBe(customer.id);
  });

  it('logs out, revokes the token and rotates the session', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    const before = await sessionOf(jar);
    const token = lastToken();
    calls.length = 0;
    const response = await server.fetch(
      '/api/auth/signout',
      postForm({ csrfToken: await csrfOf(jar), callbackUrl: '/es-es/login', json: 'true' }),
      jar,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/es-es/login' });
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      ['/auth/logout', `Bearer ${token}`],
    ]);
    const after = await sessionOf(jar);
    expect(after.customer).toBeUndefined();
    expect(after.fotiApiClient).not.toBe(before.fotiApiClient);
    expect(await (await server.fetch('/api/auth/session', {}, jar)).json()).toBeNull();
  });

  it('ends the session for every copy of the cookie: one taken before sign-out is anonymous after', async () => {
    const jar = new CookieJar();
    await logIn(jar);
    const copy = new CookieJar();
    copy.set(cookies.session.name, jar.get(cookies.session.name) ?? '');
    const profile = () =>
      server.fetch('/api/proxy', postJson({ path: '/customers/me', method: 'GET' }), copy);
    expect((await profile()).status).toBe(200);
    expect(await (await server.fetch('/api/auth/session', {}, copy)).json()).toMatchObject({
      user: { email: customer.email },
    });
    const signedOut = await server.fetch(
      '/api/auth/signout',
      postForm({ csrfToken: await csrfOf(jar), callbackUrl: '/es-es/', json: 'true' }),
      jar,
    );
    expect(signedOut.status).toBe(200);

    expect(await (await server.fetch('/api/auth/session', {}, copy)).json()).toBeNull();
    expect((await sessionOf(copy)).customer).toBeUndefined();
    expect((await profile()).status).toBe(401);
    expect(server.logs.map((line) => line.reason)).toContain('Customer signed out');
  });

  it('redirects with 302 without json=true and refuses an off-site callbackUrl', async () => {
    const jar = new CookieJar();
    const response = await server.fetch(
      '/api/auth/signout',
      postForm({ csrfToken: await csrfOf(jar), callbackUrl: '//evil.example' }),
      jar,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es-es/');
  });
});
