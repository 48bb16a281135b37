import { cookies, parseTrackingParameters } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, startTestServer, type TestServer } from '../../testing/testServer.ts';

const hits: URLSearchParams[] = [];
let hitAnswer: () => Promise<Response> = async () => Response.json({ hit_id: 1 });

async function fakeProductApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST' && url.pathname === '/affiliates/hits') {
    hits.push(new URLSearchParams(await request.text()));
    return hitAnswer();
  }
  return Response.json(
    { error: { error_code: 404, message: 'No such endpoint' } },
    { status: 404 },
  );
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ productApi: fakeProductApi, proxyTimeoutMs: 300 });
});
afterAll(() => server.close());
beforeEach(() => {
  hits.length = 0;
  hitAnswer = async () => Response.json({ hit_id: 1 });
});

const day = 24 * 60 * 60;

describe('affiliate tracking on page requests', () => {
  it('sends the affiliate hit once for a numeric afcust and sets the 15-day cookie', async () => {
    const jar = new CookieJar();
    const response = await server.fetch(
      '/es-es/?afcust=1234&utm_campaign=spring',
      { headers: { 'user-agent': 'Mozilla/5.0' } },
      jar,
    );
    expect(response.status).toBe(200);
    expect(hits).toHaveLength(1);
    const session = (await (await server.fetch('/api/session', {}, jar)).json()) as {
      fotiApiClient: string;
    };
    expect(Object.fromEntries(hits[0] ?? [])).toMatchObject({
      customer_id: '1234',
      device_footprint: session.fotiApiClient,
      domain: '127.0.0.1',
      url: `${server.origin}/es-es/?afcust=1234&utm_campaign=spring`,
      ip: '127.0.0.1',
      campaign: 'spring',
      ext_session_id: session.fotiApiClient,
    });
    const cookie = jar.lastSetCookies.get(cookies.affiliate.name);
    // The session request did not set it again: look at the page response's header instead.
    expect(cookie).toBeUndefined();
    expect(jar.get(cookies.affiliate.name)).toBe('1234');

    await server.fetch('/es-es/cart?afcust=1234', {}, jar);
    await server.fetch('/es-es/?afcust=999', {}, jar);
    expect(hits).toHaveLength(1);
  });

  it('sets the affiliate cookie with its flags and age', async () => {
    const jar = new CookieJar();
    await server.fetch('/es-es/?afcust=77', {}, jar);
    const header = jar.lastSetCookies.get(cookies.affiliate.name) ?? '';
    expect(header).toContain(`Max-Age=${15 * day}`);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
  });

  it('ignores an afcust that is not numeric', async () => {
    const jar = new CookieJar();
    for (const value of ['12a', '-5', '', '1e3', '%31%32<script>'])
      await server.fetch(`/es-es/?afcust=${value}`, {}, jar);
    expect(hits).toHaveLength(0);
    expect(jar.get(cookies.affiliate.name)).toBeUndefined();
  });

  it('does not set the cookie when the hit fails, and tries again on the next landing', async () => {
    const jar = new CookieJar();
    hitAnswer = async () =>
      Response.json({ error: { error_code: 500, message: 'down' } }, { status: 500 });
    const page = await server.fetch('/es-es/?afcust=55', {}, jar);
    expect(page.status).toBe(200);
    expect(jar.get(cookies.affiliate.name)).toBeUndefined();
    hitAnswer = () => new Promise<Response>(() => undefined);
    const hung = await server.fetch('/es-es/?afcust=55', {}, jar);
    expect(hung.status).toBe(200);
    expect(jar.get(cookies.affiliate.name)).toBeUndefined();
    hitAnswer = async () => Response.json({ hit_id: 2 });
    await server.fetch('/es-es/?afcust=55', {}, jar);
    expect(jar.get(cookies.affiliate.name)).toBe('55');
    expect(hits).toHaveLength(3);
  });
});

describe('awc and tracking parameters', () => {
  it('keeps awc for 30 days', async () => {
    const jar = new CookieJar();
    await server.fetch('/es-es/?awc=1234_abc.def-9', {}, jar);
    const header = jar.lastSetCookies.get(cookies.awc.name) ?? '';
    expect(header).toMatch(new RegExp(`^${cookies.awc.name}=1234_abc.def-9;`));
    expect(header).toContain(`Max-Age=${30 * day}`);
    await server.fetch('/es-es/?awc=%3Cscript%3E', {}, jar);
    expect(jar.get(cookies.awc.name)).toBe('1234_abc.def-9');
  });

  it('keeps the tracking parameters for 14 days, HttpOnly, Secure, SameSite Lax', async () => {
    const jar = new CookieJar();
    await server.fetch('/es-es/?utm_source=news&utm_medium=mail&gclid=abc&unrelated=1', {}, jar);
    const header = jar.lastSetCookies.get(cookies.trackingParameters.name) ?? '';
    expect(header).toContain(`Max-Age=${14 * day}`);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    const stored = decodeURIComponent(jar.get(cookies.trackingParameters.name) ?? '');
    expect(parseTrackingParameters(stored)).toEqual({
      utm_source: 'news',
      utm_medium: 'mail',
      gclid: 'abc',
    });
  });

  it('sets no tracking cookie on a plain page request or an API call', async () => {
    const jar = new CookieJar();
    await server.fetch('/es-es/', {}, jar);
    await server.fetch('/api/session?afcust=1&utm_source=x&awc=y', {}, jar);
    expect([...jar.lastSetCookies.keys()]).not.toContain(cookies.trackingParameters.name);
    expect(jar.get(cookies.trackingParameters.name)).toBeUndefined();
    expect(jar.get(cookies.awc.name)).toBeUndefined();
    expect(hits).toHaveLength(0);
  });
});
