import { serve } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { embeddedProductApi } from '@shop/mocks/embedded';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteModule } from '../app/defineRoute.tsx';
import type * as RouteModules from '../app/routeModules.ts';
import { shopStateElementId } from '../app/shopState.ts';
import type { LogLine } from '../testing/testServer.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';
import { flushedCompression } from './compression.ts';
import consentMessages from '@shop/ui/features/i18n/messages/es/consent.json' with { type: 'json' };

// The real renderer over the embedded mock product API, through real HTTP: a page is streamed
// (React's shell with the head first, the page state last) with its status decided before the
// shell, crawlers get the whole document, and a page that fails to render is the 500 screen.

/** The offers page's screen throws while rendering: a shell error. */
vi.mock('../app/routeModules.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RouteModules>();
  const Explodes = (): never => {
    throw new Error('The offers screen exploded');
  };
  return {
    ...actual,
    loadedRouteModule: (name: string): RouteModule | undefined => {
      const module = actual.loadedRouteModule(name);
      return name === 'offers' && module ? { ...module, render: () => <Explodes /> } : module;
    },
  };
});

const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130.0.0.0 Safari/537.36';

let origin = '';
const logs: LogLine[] = [];
let close: () => Promise<void>;
/**
 * A visitor with a session (one who answered the consent banner) and a line in the cart: their
 * page is their own, rendered and streamed.
 */
let sessionCookie = '';

beforeAll(async () => {
  const brandConfig = brandById('main');
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: ['/assets/entry.js'], styles: ['/assets/entry.css'] },
    productApi: embeddedProductApi,
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    ),
    eventSink: () => undefined,
    listeningOrigin: () => origin,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((resolve, reject) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  sessionCookie = await consentedVisitor();
  expect(sessionCookie).not.toBe('');
  const added = await fetch(`${origin}/api/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: sessionCookie },
    body: JSON.stringify({
      path: '/cart/lines',
      method: 'POST',
      body: { article_id: '10001', quantity: '10' },
    }),
  });
  expect(added.status).toBe(200);
});
afterAll(() => close());

/** A new visitor who answers the consent banner: their session cookie. */
async function consentedVisitor(): Promise<string> {
  const consent = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: false,
      consentVersion: 1,
    }),
  });
  return consent.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came off the wire, chunk by chunk (decoded when gzip or brotli). */
  chunks: Buffer[];
  html: string;
}

/** A GET over a raw HTTP connection, keeping the body's chunks as they arrive. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'gzip'
            ? gunzipSync(body)
            : encoding === 'br'
              ? brotliDecompressSync(body)
              : body;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          chunks,
          html: decoded.toString('utf8'),
        });
      });
    });
    call.on('error', reject);
    call.end();
  });
}

const nonceOf = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

/** The page state's JSON, as the client reads it. */
function stateOf(html: string): { outcome: { kind: string; status?: number }; crawler?: true } {
  const json = new RegExp(
    `<script type="application/json" id="${shopStateElementId}"[^>]*>([^<]*)</script>`,
  ).exec(html)?.[1];
  expect(json, 'the page state').toBeDefined();
  return JSON.parse(json ?? 'null') as {
    outcome: { kind: string; status?: number };
    crawler?: true;
  };
}

/** The document is whole: head, the rendered page, its state, the end. */
function expectWholeDocument(html: string) {
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(html).toContain('<link rel="stylesheet" href="/assets/entry.css" />');
  expect(html).toMatch(/<div id="root">\s*<div/);
  expect(html).toContain('<footer');
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
}

describe('a visitor with a session', () => {
  it('gets home streamed: chunked, the head first, the state last, with this response’s nonce', async () => {
    const answer = await get('/es-es', { cookie: sessionCookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
    expectWholeDocument(answer.html);
    expect(answer.html.indexOf('</head>')).toBeLessThan(answer.html.indexOf('<footer'));
    expect(stateOf(answer.html).outcome.kind).toBe('page');
    const nonce = nonceOf(answer);
    expect(nonce).toBeDefined();
    expect([...answer.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])).toEqual([
      nonce,
      nonce,
    ]);
  });

  it('gets it gzip-compressed as it is written when the browser accepts gzip', async () => {
    const answer = await get('/es-es', { cookie: sessionCookie, 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expectWholeDocument(answer.html);
  });

  it('gets it brotli-compressed as it is written when the browser accepts brotli too', async () => {
    const answer = await get('/es-es', {
      cookie: sessionCookie,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expectWholeDocument(answer.html);
  });

  it('gets 404 with the not-found screen for a design that does not exist', async () => {
    const answer = await get('/es-es/design/no-such-design/no-such-design', {
      cookie: sessionCookie,
    });
    expect(answer.status).toBe(404);
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.html).toContain('<title>404 Not Found');
    expect(stateOf(answer.html).outcome).toMatchObject({ kind: 'error', status: 404 });
  });

  it('gets 500 with the error screen when the page fails to render, and the failure is logged', async () => {
    logs.length = 0;
    const answer = await get('/es-es/offers', { cookie: sessionCookie });
    expect(answer.status).toBe(500);
    expectWholeDocument(answer.html);
    expect(answer.html).toContain('<title>500');
    expect(stateOf(answer.html).outcome).toMatchObject({ kind: 'error', status: 500 });
    expect(
      logs.filter(
        (line) =>
          line.level === 50 &&
          line.msg === 'The page failed to render on the server' &&
          JSON.stringify(line.err).includes('The offers screen exploded'),
      ),
    ).toHaveLength(1);
  });
});

describe('a visitor who leaves while the page is sent', () => {
  it.each([['br'], ['gzip'], ['identity']])(
    'leaves the server answering the next one (%s)',
    async (encoding) => {
      for (let visit = 0; visit < 5; visit++) {
        const response = await fetch(`${origin}/es-es`, {
          headers: { cookie: sessionCookie, 'accept-encoding': encoding },
        });
        expect(response.status).toBe(200);
        await response.body?.cancel();
      }
      const next = await get('/es-es', { cookie: sessionCookie });
      expect(next.status).toBe(200);
      expectWholeDocument(next.html);
    },
  );
});

describe('a visitor without a session', () => {
  it('gets 404 for a design that does not exist and 500 for a page that fails to render', async () => {
    expect((await get('/es-es/design/no-such-design/no-such-design')).status).toBe(404);
    const failed = await get('/es-es/offers');
    expect(failed.status).toBe(500);
    expect(failed.html).toContain('<title>500');
    // Neither is kept: the next visitor is rendered (and logged) again.
    logs.length = 0;
    expect((await get('/es-es/offers')).status).toBe(500);
    expect(logs.some((line) => line.msg === 'The page failed to render on the server')).toBe(true);
  });
});

describe('a crawler', () => {
  it.each([
    ['without a session', {}],
    ['with a session', { cookie: 'set below' }],
  ])('gets the complete document %s', async (_, extra) => {
    const answer = await get('/es-es', {
      'user-agent': googlebot,
      ...('cookie' in extra ? { cookie: sessionCookie } : {}),
    });
    expect(answer.status).toBe(200);
    expectWholeDocument(answer.html);
    expect(stateOf(answer.html).outcome.kind).toBe('page');
    // The browser learns it from the page's state: it does not carry the crawler list.
    expect(stateOf(answer.html).crawler).toBe(true);
  });

  it('is told apart from a browser in the page’s state', async () => {
    const answer = await get('/es-es', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0',
    });
    expect(answer.status).toBe(200);
    expect(stateOf(answer.html)).not.toHaveProperty('crawler');
  });
});

describe('the compression of pages', () => {
  it('sends what was written without waiting for the end of the body', async () => {
    const compression = flushedCompression('gzip');
    const writer = compression.writable.getWriter();
    const reader = compression.readable.getReader();
    const head = '<!doctype html><html><head><title>Una página</title></head><body>';
    void writer.write(new TextEncoder().encode(head));
    const received: Uint8Array[] = [];
    const decoded = () =>
      gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    // The body is not over (the writer stays open), yet the head comes out whole.
    while (decoded() !== head) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      if (value) received.push(value);
    }
    void writer.write(new TextEncoder().encode('<main>Hola</main></body></html>'));
    void writer.close();
    for (let next = await reader.read(); !next.done; next = await reader.read())
      received.push(next.value);
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(
      `${head}<main>Hola</main></body></html>`,
    );
  });

  it('sends what was written without waiting for the end of the body, in brotli too', async () => {
    const compression = flushedCompression('br');
    const writer = compression.writable.getWriter();
    const reader = compression.readable.getReader();
    const head = '<!doctype html><html><head><title>Una página</title></head><body>';
    void writer.write(new TextEncoder().encode(head));
    const received: Uint8Array[] = [];
    const decoded = () =>
      brotliDecompressSync(Buffer.concat(received), {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      }).toString();
    while (decoded() !== head) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      if (value) received.push(value);
    }
    void writer.write(new TextEncoder().encode('<main>Hola</main></body></html>'));
    void writer.close();
    for (let next = await reader.read(); !next.done; next = await reader.read())
      received.push(next.value);
    expect(brotliDecompressSync(Buffer.concat(received)).toString()).toBe(
      `${head}<main>Hola</main></body></html>`,
    );
  });
});

describe('a product API that does not answer', () => {
  it('holds the page no longer than its budget: it renders with what it has', async () => {
    const brandConfig = brandById('main');
    const failures: LogLine[] = [];
    let calls = 0;
    const app = createStorefrontServer(brandConfig, {
      render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
      assets: { scripts: [], styles: [] },
      // Every call hangs until it is aborted.
      productApi: (request) =>
        new Promise<Response>((_, reject) => {
          calls += 1;
          // On a busy machine the budget may run out before a call starts.
          if (request.signal.aborted) reject(request.signal.reason as Error);
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
      pageBudgetMs: 200,
      pageCache: false,
      sessionPassword: 'a-test-session-password-of-at-least-32-chars',
      logger: pino(
        { level: 'info' },
        { write: (line: string) => void failures.push(JSON.parse(line) as LogLine) },
      ),
      eventSink: () => undefined,
    });
    const started = performance.now();
    const response = await app.request('/es-es');
    const html = await response.text();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(200);
    expect(html).toContain('</html>');
    expect(calls).toBeGreaterThan(0);
    expect(failures.filter((line) => line.msg.startsWith('Prefetch ')).length).toBe(calls);
  });
});

describe('the consent banner in the server’s HTML', () => {
  const banner = (html: string) =>
    html.includes(`>${consentMessages.heading}</h2>`) &&
    html.includes(`>${consentMessages.acceptAll}</button>`) &&
    html.includes(`>${consentMessages.rejectAll}</button>`) &&
    html.includes(`>${consentMessages.configure}</button>`);

  it('is painted with the page for a new visitor, from the page cache too', async () => {
    const first = await get('/es-es/cart');
    const second = await get('/es-es/cart');
    expect(first.status).toBe(200);
    expect(banner(first.html)).toBe(true);
    expect(banner(second.html)).toBe(true);
    expect(first.html).toMatch(/<section aria-labelledby="[^"]+" class="[^"]+"><h2/);
  });

  it('is not in the shared page of visitors who answered, nor theirs in a new visitor’s', async () => {
    const answered = [await consentedVisitor(), await consentedVisitor()];
    const pages = [];
    for (const cookie of answered) pages.push(await get('/es-es', { cookie }));
    const newVisitor = await get('/es-es');
    for (const answer of pages) {
      expect(answer.status).toBe(200);
      expect(banner(answer.html)).toBe(false);
    }
    expect(banner(newVisitor.html)).toBe(true);
    // Each answered visitor's page carries their own session.
    const sessionIds = pages.map(
      (answer) =>
        (stateOf(answer.html) as unknown as { session: { fotiApiClient: string } }).session
          .fotiApiClient,
    );
    expect(new Set(sessionIds).size).toBe(2);
    expect(pages[1]?.html).not.toContain(sessionIds[0]);
  });

  it('is not in the page of a visitor who answered', async () => {
    const answer = await get('/es-es/cart', { cookie: sessionCookie });
    expect(answer.status).toBe(200);
    expectWholeDocument(answer.html);
    expect(banner(answer.html)).toBe(false);
    expect(answer.html).not.toContain(`>${consentMessages.heading}</h2>`);
  });
});
