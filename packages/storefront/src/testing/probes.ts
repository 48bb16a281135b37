import { Agent, request } from 'node:http';
import { cookies } from '@shop/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { newStoredSession, sealSession } from '../server/session/sessionCookie.ts';
import { testSiteSessionPassword } from './startSite.ts';

/**
 * What an attacker tries against a running storefront, as families of cases over real HTTP. Each
 * family returns how many cases it ran; any case the server accepts, or answers with a 5xx, fails.
 */

/** A probe's request: its body is text, so a failure message can quote it. */
type Probe = Omit<RequestInit, 'body'> & { body?: string };

const json = (body: unknown, extra: Record<string, string> = {}): Probe => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function statusOf(origin: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, text, location: response.headers.get('location') };
}

async function sessionIdWith(origin: string, cookie: string | undefined) {
  const response = await fetch(`${origin}/api/session`, {
    headers: cookie === undefined ? {} : { cookie: `${cookies.session.name}=${cookie}` },
  });
  expect(response.status, `GET /api/session with ${cookie?.slice(0, 60)}`).toBe(200);
  return ((await response.json()) as { fotiApiClient: string }).fotiApiClient;
}

/** Tampered, truncated, expired, foreign and oversized session cookies: none is taken as a session. */
export async function probeSealedSessions(origin: string): Promise<number> {
  const sealing = {
    password: testSiteSessionPassword,
    maxAgeSeconds: cookies.session.maxAgeSeconds,
  };
  const stored = newStoredSession(32);
  const valid = await sealSession(stored, sealing);
  expect(await sessionIdWith(origin, valid)).toBe(stored.session.fotiApiClient);
  const parts = valid.split('*');

  const crafted = [
    await sealSession(stored, sealing, -(sealing.maxAgeSeconds * 1000 + 60_000)),
    await sealSession({ ...stored, createdAt: Date.now() + 3_600_000 }, sealing),
    await sealSession(stored, {
      ...sealing,
      password: 'another-password-that-is-long-enough-0123',
    }),
    `${valid}${'A'.repeat(8000)}`,
    valid.slice(0, -1),
    valid.replace('Fe26.2', 'Fe26.1'),
    '',
    '*******',
  ];
  let cases = 0;
  for (const cookie of crafted) {
    expect(await sessionIdWith(origin, cookie), cookie.slice(0, 60)).not.toBe(
      stored.session.fotiApiClient,
    );
    cases += 1;
  }
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: parts.length - 1 }),
      fc.string({ unit: 'binary-ascii', minLength: 0, maxLength: 40 }),
      async (index, replacement) => {
        const tampered = parts.map((part, at) => (at === index ? replacement : part)).join('*');
        fc.pre(tampered !== valid);
        cases += 1;
        // Header values cannot carry every byte: such a cookie never reaches the server.
        const cookie = tampered.replace(/[^\x21-\x7e]/g, '');
        if (cookie === valid) return;
        expect(await sessionIdWith(origin, cookie)).not.toBe(stored.session.fotiApiClient);
      },
    ),
    { numRuns: 200 },
  );
  return cases;
}

/** Every endpoint with bodies of the wrong shape, type, size or encoding: 4xx, never 2xx or 5xx. */
export async function probeBadInputs(origin: string): Promise<number> {
  const same = { origin };
  const endpoints = ['/api/session', '/api/log', '/api/event/page', '/api/proxy'];
  const fixed: [string, Probe][] = [];
  for (const path of endpoints) {
    fixed.push(
      [path, json('{"broken": ', same)],
      [path, json('null', same)],
      [path, json('[]', same)],
      [path, json('"text"', same)],
      [path, json({ unexpected: true }, same)],
      [path, { method: 'POST', headers: { 'content-type': 'text/plain', ...same }, body: 'hello' }],
      [path, { method: 'POST', headers: same }],
      [path, json({ padding: 'x'.repeat(300 * 1024) }, same)],
    );
  }
  fixed.push(
    ['/api/session', json({ screenWidth: -1, screenHeight: 1, screenDevicePixelRatio: 1 }, same)],
    [
      '/api/session',
      json({ ga4ClientId: 'x'.repeat(3000), ga4SessionId: '1', ga4SessionNumber: 1 }, same),
    ],
    ['/api/session', json({ customer: null, updateDateCustomer: null }, same)],
    ['/api/log', json({ level: 'PANIC', message: 'x' }, same)],
    ['/api/proxy', json({ path: '/cart', method: 'PUT' }, same)],
    ['/api/proxy', json({ path: '/cart', method: 'GET', query: { page: 1 } }, same)],
    [
      '/api/proxy/upload',
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...same },
        body: '--x--',
      },
    ],
    [
      '/api/auth/callback/credentials',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...same },
        body: 'email=a',
      },
    ],
    [
      '/api/auth/signin/unknown',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...same },
        body: 'csrfToken=x',
      },
    ],
    [
      '/api/auth/signout',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...same },
        body: '',
      },
    ],
    ['/api/auth/password-reset', json({ token: 1 }, same)],
  );
  let cases = 0;
  for (const [path, init] of fixed) {
    const { status } = await statusOf(origin, path, init);
    expect(status, `${init.method} ${path} ${init.body?.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
    expect(status, `${init.method} ${path} ${init.body?.slice(0, 80)}`).toBeLessThan(500);
    cases += 1;
  }
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue(), async (path, body) => {
      cases += 1;
      const { status } = await statusOf(origin, path, json(body, same));
      expect(status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBeLessThan(500);
    }),
    { numRuns: 200 },
  );
  return cases;
}

/** Proxy calls aimed at another host or outside the allowlist: refused before any upstream call. */
export async function probeProxyEscapes(
  origin: string,
  upstreamCalls: () => number,
): Promise<number> {
  const before = upstreamCalls();
  const hosts = ['evil.example', '169.254.169.254', '127.0.0.1:22', '[::1]', 'localhost', '0x7f.1'];
  const paths = [
    ...hosts.flatMap((host) => [
      `http://${host}/cart`,
      `//${host}/cart`,
      `/\\${host}/cart`,
      `\\\\${host}\\cart`,
      `https:${host}/cart`,
      `/cart@${host}`,
    ]),
    '/cart/lines/..%2f..%2fadmin',
    '/cart/lines/%2e%2e/%2e%2e/admin',
    '/cart/lines/.%2e/admin',
    '/cart/lines/%252e%252e',
    '/cart/lines/\t../admin',
    '/cart/lines/%00',
    '/customers/me/addresses/%2e%2e',
    'cart',
    '',
    '/cart?x=1',
    '/cart#x',
    '/cart/../admin',
    '/admin',
  ];
  let cases = 0;
  for (const path of paths) {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status } = await statusOf(origin, '/api/proxy', json({ path, method }, { origin }));
      expect([400, 401, 403], `${method} ${path}`).toContain(status);
      cases += 1;
    }
  }
  expect(upstreamCalls() - before, 'product API calls made for refused proxy calls').toBe(0);
  return cases;
}

/** Places to send a visitor after login that leave the site: the auth endpoints keep them on it. */
export async function probeOpenRedirects(origin: string): Promise<number> {
  const { port } = new URL(origin);
  const targets = [
    'https://evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '\\/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    `http://127.0.0.1.evil.example:${port}/`,
    `http://evil.example@127.0.0.1:${port}@evil.example/`,
    '/\t/evil.example',
    'https:/evil.example',
    `${'/'.repeat(3000)}evil.example`,
  ];
  let cases = 0;
  for (const target of targets) {
    for (const path of ['/api/auth/signin', '/api/auth/error']) {
      const { status, location } = await statusOf(
        origin,
        `${path}?callbackUrl=${encodeURIComponent(target)}`,
      );
      expect(status, `${path} ${target}`).toBe(302);
      const landing = new URL(location ?? '', origin);
      expect(landing.origin, `${path} ${target}`).toBe(origin);
      const callback = landing.searchParams.get('callbackUrl') ?? '/';
      expect(new URL(callback, origin).origin, `${path} ${target} → ${callback}`).toBe(origin);
      expect(callback.length).toBeLessThanOrEqual(2048);
      cases += 1;
    }
  }
  return cases;
}

/** Writes without the session's CSRF token or from another site: refused. */
export async function probeCrossSiteWrites(origin: string): Promise<number> {
  const form = (body: Record<string, string>, headers: Record<string, string> = {}): Probe => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body: new URLSearchParams(body).toString(),
  });
  const credentials = { email: 'demo@example.com', password: 'demo1234', json: 'true' };
  const attempts: [string, Probe, number[]][] = [
    ['/api/auth/callback/credentials', form(credentials), [403]],
    ['/api/auth/callback/credentials', form({ ...credentials, csrfToken: 'forged' }), [403]],
    ['/api/auth/signin/credentials', form({ ...credentials, csrfToken: '' }), [403]],
    ['/api/auth/signout', form({ json: 'true' }), [400]],
    ['/api/auth/signout', form({ csrfToken: 'forged', json: 'true' }), [400]],
    ['/api/auth/password-reset', form({ token: 'reset-1', password: 'new-password-1234' }), [403]],
  ];
  for (const foreign of ['https://evil.example', 'null', `${origin.replace('http:', 'https:')}`]) {
    attempts.push([
      '/api/session',
      json(
        { isConsentGiven: true, isAdsAccepted: true, isAnalyticsAccepted: true, consentVersion: 1 },
        { origin: foreign },
      ),
      [403],
    ]);
    attempts.push([
      '/api/proxy',
      json({ path: '/cart', method: 'GET' }, { origin: foreign }),
      [403],
    ]);
  }
  attempts.push([
    '/api/session',
    json(
      { screenWidth: 1, screenHeight: 1, screenDevicePixelRatio: 1 },
      { origin, 'sec-fetch-site': 'cross-site' },
    ),
    [403],
  ]);
  for (const [path, init, expected] of attempts) {
    const { status } = await statusOf(origin, path, init);
    expect(expected, `${path} ${init.body}`).toContain(status);
  }
  return attempts.length;
}

/** One request on a keep-alive agent, as browsers and HTTP client libraries send them. */
export function sendOn(
  agent: Agent,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/**
 * Offers a body of `size` bytes: declares its length, sends the headers and waits for the answer.
 * The server refuses on the declared length; a client that went on writing would meet a closed
 * connection (EPIPE), and the reset could drop the answer it was about to read.
 */
function offerBody(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { agent, method: 'POST', headers: { ...headers, 'content-length': String(size) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
          outgoing.destroy();
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });
}

/** Bodies refused before they are read close the connection, so a keep-alive client's next request works. */
export async function probeKeepAlive(origin: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const refusals = [
    { path: '/api/log', type: 'application/json', size: 300 * 1024 },
    { path: '/api/proxy', type: 'application/json', size: 600 * 1024 },
    { path: '/api/session', type: 'text/plain', size: 300 * 1024 },
    { path: '/api/event/page', type: 'application/json', size: 1024 * 1024 },
    { path: '/api/proxy/upload', type: 'multipart/form-data; boundary=x', size: 20 * 1024 * 1024 },
  ];
  try {
    for (const refusal of refusals) {
      const refused = await offerBody(
        agent,
        `${origin}${refusal.path}`,
        { 'content-type': refusal.type, origin },
        refusal.size,
      );
      expect([413, 415], refusal.path).toContain(refused.status);
      expect(refused.connection, refusal.path).toBe('close');
      expect((await sendOn(agent, `${origin}/api/session`)).status, `after ${refusal.path}`).toBe(
        200,
      );
    }
  } finally {
    agent.destroy();
  }
  return refusals.length;
}

export { describeSecurityProbes } from './securityProbes.ts';
