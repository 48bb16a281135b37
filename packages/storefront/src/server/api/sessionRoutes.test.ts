import { consentVersion, cookies } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, postJson, startTestServer, type TestServer } from '../../testing/testServer.ts';
import { sessionUpdateMessage } from './sessionRoutes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxBodyBytes: 4096 });
});
afterAll(() => server.close());

const consent = {
  isConsentGiven: true,
  isAdsAccepted: false,
  isAnalyticsAccepted: true,
  consentVersion,
};
const screen = { screenWidth: 1280, screenHeight: 800, screenDevicePixelRatio: 2 };
const analytics = { ga4ClientId: '123.456', ga4SessionId: '789', ga4SessionNumber: 3 };

async function post(body: unknown, jar = new CookieJar(), headers: Record<string, string> = {}) {
  const response = await server.fetch('/api/session', postJson(body, headers), jar);
  return {
    response,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { message: string; fields?: Record<string, string> };
    },
  };
}

describe('GET /api/session', () => {
  it('answers the visitor session as JSON', async () => {
    const response = await server.fetch('/api/session');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      fotiApiClient: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    });
  });
});

describe('POST /api/session', () => {
  it('stores the consent choice in the session', async () => {
    const jar = new CookieJar();
    const { response, body } = await post(consent, jar);
    expect(response.status).toBe(200);
    expect(body).toMatchObject(consent);
    const again = await server.fetch('/api/session', {}, jar);
    expect(await again.json()).toMatchObject(consent);
  });

  it('stores the screen fields and sets the viewport cookie for a year, SameSite Strict', async () => {
    const jar = new CookieJar();
    const { response, body } = await post(screen, jar);
    expect(response.status).toBe(200);
    expect(body).toMatchObject(screen);
    const viewport = jar.lastSetCookies.get(cookies.viewport.name) ?? '';
    expect(viewport).toMatch(new RegExp(`^${cookies.viewport.name}=1280x800;`));
    expect(viewport).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(viewport).toContain('SameSite=Strict');
    expect(viewport).toContain('Secure');
  });

  it('stores the analytics ids, keeping earlier kinds', async () => {
    const jar = new CookieJar();
    await post(consent, jar);
    const { response, body } = await post(analytics, jar);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ ...consent, ...analytics });
  });

  it('refuses a body mixing two kinds with a clear message', async () => {
    const { response, body } = await post({ ...consent, ...screen });
    expect(response.status).toBe(400);
    expect(body.error?.message).toBe(sessionUpdateMessage);
  });

  it('refuses missing fields and names them', async () => {
    const { response, body } = await post({ isConsentGiven: true, isAdsAccepted: false });
    expect(response.status).toBe(400);
    expect(body.error?.fields).toMatchObject({
      isAnalyticsAccepted: expect.any(String),
      consentVersion: expect.any(String),
    });
  });

  it('refuses extra fields, including an attempt to set the session id', async () => {
    for (const extra of [
      { ...consent, admin: true },
      { ...consent, fotiApiClient: 'chosen-by-the-client' },
      { fotiApiClient: 'x' },
      {},
    ]) {
      const { response, body } = await post(extra);
      expect(response.status).toBe(400);
      expect(body.error?.message).toBe(sessionUpdateMessage);
    }
    const { body } = await post({ ...consent, admin: true });
    expect(body.error?.fields).toEqual({ admin: 'Unknown field' });
  });

  it('refuses values too long or too large for a cookie browsers keep', async () => {
    for (const body of [
      { ...analytics, ga4ClientId: 'x'.repeat(3000) },
      { ...analytics, ga4SessionId: 'x'.repeat(101) },
      { screenWidth: 1e9, screenHeight: 844, screenDevicePixelRatio: 3 },
    ]) {
      const response = await server.fetch('/api/session', postJson(body));
      expect(response.status).toBe(400);
    }
  });

  it('refuses wrong field types', async () => {
    const { response } = await post({ ...screen, screenWidth: '1280' });
    expect(response.status).toBe(400);
  });

  it('refuses malformed JSON and JSON that is not an object', async () => {
    for (const text of ['{"isConsentGiven": tru', '[1,2]', 'null', '']) {
      const { response, body } = await post(text);
      expect(response.status).toBe(400);
      expect(body.error?.message).toMatch(/JSON/);
    }
  });

  it('answers 415 to another content type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await server.fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(consent),
      });
      expect(response.status).toBe(415);
    }
    const response = await server.fetch('/api/session', {
      method: 'POST',
      body: JSON.stringify(consent),
    });
    expect(response.status).toBe(415);
  });

  it('answers 413 to an oversized body, declared or chunked', async () => {
    const big = JSON.stringify({ ...consent, padding: 'x'.repeat(8000) });
    const declared = await server.fetch('/api/session', postJson(big));
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await server.fetch('/api/session', {
      ...postJson(''),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('accepts a chunked body under the limit', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(consent).slice(0, 20)));
        controller.enqueue(new TextEncoder().encode(JSON.stringify(consent).slice(20)));
        controller.close();
      },
    });
    const response = await server.fetch('/api/session', {
      ...postJson(''),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(consent);
  });

  it('refuses a customer update from an anonymous visitor', async () => {
    const { response, body } = await post({
      customer: {
        id: 7,
        email: 'someone@example.com',
        customer_type: 'PERSON',
        first_name: 'A',
        last_name: 'B',
        is_foticos: true,
        permissions: {
          can_make_orders: true,
          accounts_orders: true,
          accounts_tickets: true,
          accounts_invoices: true,
        },
      },
      updateDateCustomer: new Date().toISOString(),
    });
    expect(response.status).toBe(401);
    expect(body.error?.message).toMatch(/SessionRequired/);
  });

  it('refuses a cross-site POST and accepts one from its own pages', async () => {
    const { response } = await post(consent, new CookieJar(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    const opaque = await post(consent, new CookieJar(), { origin: 'null' });
    expect(opaque.response.status).toBe(403);
    const fetchSite = await post(consent, new CookieJar(), { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.response.status).toBe(403);
    const own = await post(consent, new CookieJar(), {
      origin: server.origin,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.response.status).toBe(200);
  });

  it('answers 404 with JSON for an unknown API path', async () => {
    const response = await server.fetch('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { error_code: 404 } });
    expect(server.renders.some((render) => render.path.startsWith('/api'))).toBe(false);
  });
});
