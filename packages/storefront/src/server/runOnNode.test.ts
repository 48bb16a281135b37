import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { embeddedProductApi } from '@shop/mocks/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteDir, listen } from '../testing/builtSite.ts';
import { CookieJar, postJson, testBrandConfig } from '../testing/testServer.ts';
import { runOnNode } from './runOnNode.ts';

const upstreamCalls: { method: string; path: string; body: string; cookie: string | null }[] = [];
let siteDir: string;
let api: { server: ServerType; origin: string };
let other: { server: ServerType; origin: string };
let site: ServerType;
let origin: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  siteDir = await fakeSiteDir();
  other = await listen(async () => Response.json({ reached: 'another host' }));
  api = await listen(async (request) => {
    const url = new URL(request.url);
    upstreamCalls.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: await request.text(),
      cookie: request.headers.get('cookie'),
    });
    if (url.pathname === '/v1/checkout') return new Promise<Response>(() => undefined);
    if (url.pathname === '/v1/catalogue/offers') return Response.redirect(`${other.origin}/`, 302);
    // An answer of the cart's own shape, as the mock product API makes it.
    return embeddedProductApi(new Request('http://product-api.internal/cart?ext_session_id=any'));
  });
  Object.assign(process.env, {
    PORT: '0',
    HOST: '127.0.0.1',
    PRODUCT_API_URL: `${api.origin}/v1`,
    SESSION_PASSWORD: 'a-production-like-session-password-0123456789',
    SESSION_ID_LENGTH: '20',
    LOG_LEVEL: 'silent',
    PROXY_TIMEOUT_MS: '400',
    // One process: this test's own, so it can reach the server it started.
    WEB_CONCURRENCY: '1',
  });
  const started = await runOnNode({
    brandConfig: testBrandConfig,
    siteDir,
    defaultPort: 3999,
    loadEmbeddedProductApi: () =>
      Promise.reject(new Error('PRODUCT_API_URL is set: the embedded API is not loaded')),
  });
  if (!started) throw new Error('runOnNode forked workers instead of serving');
  site = started;
  await new Promise<void>((resolve) =>
    site.listening ? resolve() : site.once('listening', () => resolve()),
  );
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env = savedEnv;
  await Promise.all(
    [site, api.server, other.server].map(
      (server) => new Promise((resolve) => server.close(resolve)),
    ),
  );
  await rm(siteDir, { recursive: true, force: true });
});

describe('runOnNode', () => {
  it('sends proxied calls to PRODUCT_API_URL under its base path, with the form body and no cookies', async () => {
    const jar = new CookieJar();
    const page = await fetch(`${origin}/es-es/`);
    jar.take(page);
    expect(page.status).toBe(200);
    // Reading pages seals no session; the browser's first session read does.
    expect(jar.header()).toBe('');
    const sessionResponse = await fetch(`${origin}/api/session`);
    jar.take(sessionResponse);
    const session = (await sessionResponse.json()) as { fotiApiClient: string };
    expect(session.fotiApiClient).toMatch(/^[A-Za-z0-9]{20}$/);
    const response = await fetch(`${origin}/api/proxy`, {
      ...postJson({
        path: '/cart/lines',
        method: 'POST',
        body: { article_id: '101', quantity: '1' },
      }),
      headers: { 'content-type': 'application/json', cookie: jar.header() },
    });
    expect(response.status).toBe(200);
    const call = upstreamCalls.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      path: `/v1/cart/lines?ext_session_id=${session.fotiApiClient}`,
      cookie: null,
    });
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      article_id: '101',
      quantity: '1',
      language: 'es-ES',
      ext_session_id: session.fotiApiClient,
    });
  });

  it('answers 504 when the product API hangs and never follows its redirects', async () => {
    const hung = await fetch(`${origin}/api/proxy`, postJson({ path: '/checkout', method: 'GET' }));
    expect(hung.status).toBe(504);
    const redirected = await fetch(
      `${origin}/api/proxy`,
      postJson({ path: '/catalogue/offers', method: 'GET' }),
    );
    expect(redirected.status).toBe(502);
    expect(JSON.stringify(await redirected.json())).not.toContain('another host');
  });

  it('serves static assets with the security headers', async () => {
    const response = await fetch(`${origin}/assets/entry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
