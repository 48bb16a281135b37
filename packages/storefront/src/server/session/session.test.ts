import {
  cookies,
  fieldLimits,
  maxSessionIdLength,
  sessionExpiredMessage,
  sessionSchema,
} from '@shop/domain';
import { seal, defaults } from 'iron-webcrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  postJson,
  startTestServer,
  testSessionPassword,
  type TestServer,
} from '../../testing/testServer.ts';
import {
  maxSealedLength,
  newStoredSession,
  randomToken,
  sealSession,
  unsealSession,
  type StoredSession,
} from './sessionCookie.ts';

const sessionIdLength = 24;
const maxAgeSeconds = cookies.session.maxAgeSeconds;
const sealing = { password: testSessionPassword, maxAgeSeconds };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionIdLength });
});
afterAll(() => server.close());

async function sessionOf(jar: CookieJar) {
  const response = await server.fetch('/api/session', {}, jar);
  expect(response.status).toBe(200);
  return sessionSchema.parse(await response.json());
}

function discardReasons() {
  return server.logs
    .filter((line) => line.msg === 'Discarded the session cookie')
    .map((line) => line.reason);
}

describe('the sealed session cookie', () => {
  it('is not sealed while an anonymous visitor only reads pages', async () => {
    const jar = new CookieJar();
    for (const path of ['/es-es/', '/es-es/offers', '/es-es/cart']) {
      const response = await server.fetch(path, {}, jar);
      expect(response.status, path).toBe(200);
      expect(jar.lastSetCookies.has(cookies.session.name), path).toBe(false);
    }
  });

  it('is sealed once something depends on it: a CSRF token, a session read or a write', async () => {
    for (const [path, init] of [
      ['/api/auth/csrf', {}],
      ['/api/session', {}],
      [
        '/api/session',
        postJson(
          { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 },
          { origin: server.origin },
        ),
      ],
    ] as const) {
      const jar = new CookieJar();
      await server.fetch(path, init, jar);
      expect(jar.lastSetCookies.has(cookies.session.name), path).toBe(true);
    }
  });

  it('is set in the iron format with the spec flags', async () => {
    const jar = new CookieJar();
    const response = await server.fetch('/api/session', {}, jar);
    expect(response.status).toBe(200);
    const header = jar.lastSetCookies.get(cookies.session.name);
    expect(header).toBeDefined();
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; Secure(;|$)/);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).toContain(`Max-Age=${maxAgeSeconds}`);
    const sealed = jar.get(cookies.session.name) ?? '';
    const parts = sealed.split('*');
    expect(parts).toHaveLength(8);
    expect(parts[0]).toBe('Fe26.2');
    expect(parts[5]).toMatch(/^[1-9]\d*$/);
    expect(Number(parts[5])).toBeGreaterThan(Date.now());
    expect(parts[7]).toMatch(/^[\w-]+$/);
  });

  it('gives a random session id of the configured length and keeps it across requests', async () => {
    const jar = new CookieJar();
    const first = await sessionOf(jar);
    expect(first.fotiApiClient).toMatch(new RegExp(`^[A-Za-z0-9]{${sessionIdLength}}$`));
    const again = await sessionOf(jar);
    expect(again.fotiApiClient).toBe(first.fotiApiClient);
    // An unchanged session is not written again.
    expect(jar.lastSetCookies.has(cookies.session.name)).toBe(false);
    const other = await sessionOf(new CookieJar());
    expect(other.fotiApiClient).not.toBe(first.fotiApiClient);
  });

  it('never shows its secrets to the browser', async () => {
    const jar = new CookieJar();
    const response = await server.fetch('/api/session', {}, jar);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['fotiApiClient']);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('replaces a tampered cookie with a fresh anonymous session', async () => {
    const jar = new CookieJar();
    const original = await sessionOf(jar);
    const sealed = jar.get(cookies.session.name) ?? '';
    const parts = sealed.split('*');
    const digest = parts[7] ?? '';
    parts[7] = `${digest.slice(0, -2)}${digest.endsWith('AA') ? 'BB' : 'AA'}`;
    jar.set(cookies.session.name, parts.join('*'));
    const fresh = await sessionOf(jar);
    expect(fresh.fotiApiClient).not.toBe(original.fotiApiClient);
    expect(jar.lastSetCookies.has(cookies.session.name)).toBe(true);
    expect(discardReasons()).toContain('Bad hmac value');
  });

  it('replaces a cookie sealed with another password', async () => {
    const stored = newStoredSession(sessionIdLength);
    const foreign = await sealSession(stored, {
      ...sealing,
      password: 'another-password-that-is-long-enough-too',
    });
    const jar = new CookieJar();
    jar.set(cookies.session.name, foreign);
    const session = await sessionOf(jar);
    expect(session.fotiApiClient).not.toBe(stored.session.fotiApiClient);
  });

  it('rejects a session older than its maximum age as "Session expired!"', async () => {
    const old = {
      ...newStoredSession(sessionIdLength),
      createdAt: Date.now() - maxAgeSeconds * 1000 - 1000,
    };
    const jar = new CookieJar();
    jar.set(cookies.session.name, await sealSession(old, sealing));
    const session = await sessionOf(jar);
    expect(session.fotiApiClient).not.toBe(old.session.fotiApiClient);
    expect(discardReasons()).toContain(sessionExpiredMessage);
  });

  it('rejects a session created in the future beyond a minute of clock skew', async () => {
    const ahead = (ms: number) => ({
      ...newStoredSession(sessionIdLength),
      createdAt: Date.now() + ms,
    });
    const future = ahead(10 * 60_000);
    const jar = new CookieJar();
    jar.set(cookies.session.name, await sealSession(future, sealing));
    expect((await sessionOf(jar)).fotiApiClient).not.toBe(future.session.fotiApiClient);
    expect(discardReasons()).toContain('Sealed session was created in the future');
    // Another instance's clock a few seconds ahead is fine.
    const skewed = ahead(5_000);
    const skewedJar = new CookieJar();
    skewedJar.set(cookies.session.name, await sealSession(skewed, sealing));
    expect((await sessionOf(skewedJar)).fotiApiClient).toBe(skewed.session.fotiApiClient);
  });

  it('rejects a seal whose expiry has passed as "Session expired!"', async () => {
    const stored = newStoredSession(sessionIdLength);
    const expired = await sealSession(stored, sealing, -(maxAgeSeconds * 1000 + 5 * 60_000));
    await expect(unsealSession(expired, sealing)).rejects.toThrow(sessionExpiredMessage);
    const jar = new CookieJar();
    jar.set(cookies.session.name, expired);
    expect((await sessionOf(jar)).fotiApiClient).not.toBe(stored.session.fotiApiClient);
  });

  it('replaces garbage, a wrong prefix and a sealed value that is not a session, never answering 500', async () => {
    const notASession = await seal({ hello: 'world' }, testSessionPassword, {
      ...defaults,
      ttl: 60_000,
    });
    const valid = await sealSession(newStoredSession(sessionIdLength), sealing);
    for (const value of [
      'garbage',
      valid.replace('Fe26.2', 'Fe26.1'),
      valid.split('*').slice(0, 7).join('*'),
      notASession,
      '%E0%A4%A',
    ]) {
      const jar = new CookieJar();
      jar.set(cookies.session.name, value);
      const response = await server.fetch('/api/session', {}, jar);
      expect(response.status).toBe(200);
      expect(jar.lastSetCookies.has(cookies.session.name)).toBe(true);
    }
    await expect(unsealSession(notASession, sealing)).rejects.toThrow(
      'Sealed value is not a session',
    );
  });

  it('refuses a sealing password shorter than 32 characters', async () => {
    await expect(
      sealSession(newStoredSession(8), { ...sealing, password: 'too-short' }),
    ).rejects.toThrow(/too short/);
    await expect(startTestServer({ sessionPassword: 'too-short' })).rejects.toThrow(
      /at least 32 characters/,
    );
  });

  it('fits what browsers keep with every field at its maximum', async () => {
    const name = 'Ñ'.repeat(fieldLimits.personName);
    const stored: StoredSession = {
      ...newStoredSession(maxSessionIdLength),
      token: 't'.repeat(256),
      session: {
        fotiApiClient: randomToken(maxSessionIdLength),
        isConsentGiven: true,
        isAdsAccepted: true,
        isAnalyticsAccepted: true,
        consentVersion: 1_000_000,
        screenWidth: 100_000,
        screenHeight: 100_000,
        screenDevicePixelRatio: 2.625,
        ga4ClientId: 'g'.repeat(100),
        ga4SessionId: 's'.repeat(100),
        ga4SessionNumber: 1_000_000,
        customer: {
          id: 2_147_483_647,
          email: `${'e'.repeat(fieldLimits.email - 12)}@example.com`,
          customer_type: 'COMPANY',
          first_name: name,
          last_name: name,
          is_foticos: true,
          permissions: {
            can_make_orders: true,
            accounts_orders: true,
            accounts_tickets: true,
            accounts_invoices: true,
          },
        },
        updateDateCustomer: new Date().toISOString(),
      },
    };
    expect(sessionSchema.safeParse(stored.session).success).toBe(true);
    const sealed = await sealSession(stored, sealing);
    expect(sealed.length).toBeLessThanOrEqual(maxSealedLength);
    // A field beyond its maximum is not a session at all.
    const tooLong = { ...stored.session.customer, first_name: `${name}x` };
    expect(sessionSchema.safeParse({ ...stored.session, customer: tooLong }).success).toBe(false);
    await expect(sealSession({ ...stored, token: 't'.repeat(5_000) }, sealing)).rejects.toThrow(
      /would not fit a cookie/,
    );
  });

  it('makes random ids from letters and digits only', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomToken(12)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(randomToken(43)).toMatch(/^[A-Za-z0-9]{43}$/);
  });
});
