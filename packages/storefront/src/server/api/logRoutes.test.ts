import { consentVersion } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeControlCharacters } from '../logging/logger.ts';
import { CookieJar, postJson, startTestServer, type TestServer } from '../../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const crawlerAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const pageEvent = {
  category: 'page',
  name: 'page_load',
  page: { url: 'http://127.0.0.1/es-es/cart', path: '/es-es/cart', title: 'Cart', referrer: '' },
  userAgent: browserAgent,
  platform: 'Linux x86_64',
  mobile: false,
};

async function giveConsent(jar: CookieJar) {
  const response = await server.fetch(
    '/api/session',
    postJson({
      isConsentGiven: true,
      isAdsAccepted: true,
      isAnalyticsAccepted: true,
      consentVersion,
    }),
    jar,
  );
  expect(response.status).toBe(200);
}

describe('POST /api/log', () => {
  it('writes a structured log line with the session, user agent, referrer and URL', async () => {
    const jar = new CookieJar();
    const session = (await (await server.fetch('/api/session', {}, jar)).json()) as {
      fotiApiClient: string;
    };
    const response = await server.fetch(
      '/api/log',
      postJson(
        { level: 'ERROR', message: 'Cannot read properties of undefined', url: '/es-es/cart' },
        { 'user-agent': browserAgent, referer: 'http://127.0.0.1/es-es/' },
      ),
      jar,
    );
    expect(response.status).toBe(204);
    const line = server.logs.find((entry) => entry.msg === 'Cannot read properties of undefined');
    expect(line).toMatchObject({
      level: 50,
      source: 'client',
      sessionId: session.fotiApiClient,
      userAgent: browserAgent,
      referrer: 'http://127.0.0.1/es-es/',
      pageUrl: '/es-es/cart',
    });
    expect(line?.url).toMatch(/\/api\/log$/);
  });

  it('maps every level', async () => {
    for (const [level, pinoLevel] of [
      ['WARN', 40],
      ['INFO', 30],
      ['DEBUG', 20],
    ] as const) {
      const message = `level check ${level}`;
      expect((await server.fetch('/api/log', postJson({ level, message }))).status).toBe(204);
      expect(server.logs.find((entry) => entry.msg === message)?.level).toBe(pinoLevel);
    }
  });

  it('escapes control characters so a message cannot forge log lines', async () => {
    const message = 'first line\n{"level":50,"msg":"forged"}\u001b[31m\u2028';
    expect((await server.fetch('/api/log', postJson({ level: 'WARN', message }))).status).toBe(204);
    const line = server.logs.find((entry) => entry.msg.startsWith('first line'));
    expect(line?.msg).toBe('first line\\u000a{"level":50,"msg":"forged"}\\u001b[31m\\u2028');
    expect(server.logs.some((entry) => entry.msg === 'forged')).toBe(false);
    expect(escapeControlCharacters('tab\there\u0000')).toBe('tab\\u0009here\\u0000');
  });

  it('refuses unknown levels, missing and extra fields', async () => {
    for (const body of [
      { level: 'FATAL', message: 'x' },
      { level: 'ERROR' },
      { message: 'x' },
      { level: 'ERROR', message: 'x', sessionId: 'forged' },
      { level: 'ERROR', message: '' },
    ]) {
      const response = await server.fetch('/api/log', postJson(body));
      expect(response.status).toBe(400);
    }
  });

  it('refuses malformed JSON (400), other content types (415) and oversized bodies (413)', async () => {
    expect((await server.fetch('/api/log', postJson('{"level":'))).status).toBe(400);
    expect(
      (
        await server.fetch('/api/log', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'hello',
        })
      ).status,
    ).toBe(415);
    const oversized = await server.fetch(
      '/api/log',
      postJson({ level: 'ERROR', message: 'x'.repeat(20_000) }),
    );
    expect(oversized.status).toBe(413);
  });
});

describe('POST /api/event/page', () => {
  it('records the event after consent, with the server-side ip and session', async () => {
    const jar = new CookieJar();
    await giveConsent(jar);
    const response = await server.fetch(
      '/api/event/page',
      postJson(pageEvent, { 'user-agent': browserAgent }),
      jar,
    );
    expect(response.status).toBe(202);
    const recorded = server.events.at(-1);
    expect(recorded).toMatchObject({
      ...pageEvent,
      ip: '127.0.0.1',
      sessionId: expect.stringMatching(/^\w{32}$/),
    });
  });

  it('ignores the ip a client claims', async () => {
    const jar = new CookieJar();
    await giveConsent(jar);
    await server.fetch(
      '/api/event/page',
      postJson(
        { ...pageEvent, ip: '203.0.113.9' },
        { 'user-agent': browserAgent, 'x-forwarded-for': '198.51.100.1' },
      ),
      jar,
    );
    expect(server.events.at(-1)?.ip).toBe('127.0.0.1');
  });

  it('refuses the event without consent and records nothing', async () => {
    const before = server.events.length;
    const response = await server.fetch(
      '/api/event/page',
      postJson(pageEvent, { 'user-agent': browserAgent }),
    );
    expect(response.status).toBe(403);
    expect(server.events.length).toBe(before);
  });

  it('never records a crawler, by request header or payload', async () => {
    const jar = new CookieJar();
    await giveConsent(jar);
    const before = server.events.length;
    const byHeader = await server.fetch(
      '/api/event/page',
      postJson(pageEvent, { 'user-agent': crawlerAgent }),
      jar,
    );
    const byPayload = await server.fetch(
      '/api/event/page',
      postJson({ ...pageEvent, userAgent: crawlerAgent }, { 'user-agent': browserAgent }),
      jar,
    );
    expect([byHeader.status, byPayload.status]).toEqual([204, 204]);
    expect(server.events.length).toBe(before);
  });

  it('refuses missing and extra fields, malformed JSON, other content types and oversized bodies', async () => {
    const jar = new CookieJar();
    await giveConsent(jar);
    const { page: _page, ...withoutPage } = pageEvent;
    const bad = [
      withoutPage,
      { ...pageEvent, page: { ...pageEvent.page, path: 'no-slash' } },
      { ...pageEvent, extra: 1 },
      { ...pageEvent, mobile: 'no' },
    ];
    for (const body of bad)
      expect((await server.fetch('/api/event/page', postJson(body), jar)).status).toBe(400);
    expect((await server.fetch('/api/event/page', postJson('{oops'), jar)).status).toBe(400);
    expect(
      (
        await server.fetch(
          '/api/event/page',
          { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' },
          jar,
        )
      ).status,
    ).toBe(415);
    const oversized = { ...pageEvent, page: { ...pageEvent.page, title: 'x'.repeat(20_000) } };
    expect((await server.fetch('/api/event/page', postJson(oversized), jar)).status).toBe(413);
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with a generic body and logs the error', async () => {
    const failing = await startTestServer({
      eventSink: () => {
        throw new Error('The event store at 10.0.0.9 is full');
      },
    });
    try {
      const jar = new CookieJar();
      const consent = await failing.fetch(
        '/api/session',
        postJson({
          isConsentGiven: true,
          isAdsAccepted: true,
          isAnalyticsAccepted: true,
          consentVersion,
        }),
        jar,
      );
      expect(consent.status).toBe(200);
      const response = await failing.fetch(
        '/api/event/page',
        postJson(pageEvent, { 'user-agent': browserAgent }),
        jar,
      );
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        error: { error_code: 500, message: 'Internal server error' },
      });
      expect(text).not.toContain('10.0.0.9');
      expect(failing.logs.some((line) => line.msg === 'Unhandled server error')).toBe(true);
    } finally {
      await failing.close();
    }
  });
});

describe('the default event log', () => {
  it('writes page events as structured lines of a pino child logger', async () => {
    const withDefaultSink = await startTestServer({ eventSink: undefined });
    try {
      const jar = new CookieJar();
      await withDefaultSink.fetch(
        '/api/session',
        postJson({
          isConsentGiven: true,
          isAdsAccepted: false,
          isAnalyticsAccepted: true,
          consentVersion,
        }),
        jar,
      );
      const response = await withDefaultSink.fetch(
        '/api/event/page',
        postJson(pageEvent, { 'user-agent': browserAgent }),
        jar,
      );
      expect(response.status).toBe(202);
      const line = withDefaultSink.logs.find((entry) => entry.log === 'page-events');
      expect(line).toMatchObject({ msg: 'page event', event: { ...pageEvent, ip: '127.0.0.1' } });
    } finally {
      await withDefaultSink.close();
    }
  });
});
