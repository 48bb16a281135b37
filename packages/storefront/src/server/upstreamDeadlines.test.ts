import { getRequestListener } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../testing/testServer.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { storefrontHttpServer, type ServerTimeouts } from './httpServer.ts';
import { productApiOver, unavailableMessage } from './proxy/upstream.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';

// The storefront over a product API that misbehaves, through real HTTP on both sides: an API that
// sends its headers and then drips its body, one that answers the wrong shape, one that fails.
// The storefront must answer within its budgets and leave no upstream connection open.

type Fault = 'drip' | 'wrongShape' | 'fail';

/** A product API on a node:http server that fails as `fault` says, counting its open connections. */
async function faultyProductApi() {
  const sockets = new Set<Socket>();
  const state = { fault: 'fail' as Fault };
  const server = createServer((_request, response) => {
    if (state.fault === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"down"}');
    } else if (state.fault === 'wrongShape') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"cart":"not a cart","admin":true}');
    } else {
      // The headers at once, then a byte a second, never the end.
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      response.write('{');
      const drip = setInterval(() => response.write(' '), 1000);
      response.on('close', () => clearInterval(drip));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, sockets, state, server };
}

const timeouts: ServerTimeouts = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 5000,
};

let api: Awaited<ReturnType<typeof faultyProductApi>>;
let storefront: Server;
let origin: string;
const logs: LogLine[] = [];

beforeAll(async () => {
  api = await faultyProductApi();
  const brandConfig = brandById('main');
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: [], styles: [] },
    productApi: productApiOver(api.origin),
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    ),
    eventSink: () => undefined,
    pageCache: false,
    listeningOrigin: () => origin,
  });
  const listener = getRequestListener(app.fetch);
  storefront = storefrontHttpServer(
    (request, response) => void listener(request, response),
    timeouts,
  );
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  // The first render of a route loads its module: not the deadline under test.
  api.state.fault = 'fail';
  for (const path of ['/es-es/', '/es-es/t/tazas']) await (await fetch(`${origin}${path}`)).text();
});

afterAll(async () => {
  storefront.closeAllConnections();
  api.server.closeAllConnections();
  await Promise.all([
    new Promise((resolve) => storefront.close(resolve)),
    new Promise((resolve) => api.server.close(resolve)),
  ]);
});

beforeEach(() => {
  logs.length = 0;
});

/** Milliseconds until the product API has no connection open, or undefined after `withinMs`. */
async function untilUpstreamClosed(withinMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (api.sockets.size > 0) {
    if (Date.now() - started > withinMs) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('a product API that drips its body', () => {
  it('the page answers within its budget with what it has, and no upstream connection stays open', async () => {
    api.state.fault = 'drip';
    const started = Date.now();
    const response = await fetch(`${origin}/es-es/`, { signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status).toBe(200);
    expect(html).toContain('<!doctype html>');
    expect(await untilUpstreamClosed(1000)).toBeDefined();
  });

  it('a visitor who leaves aborts the page’s product API calls at once', async () => {
    api.state.fault = 'drip';
    const leaving = new AbortController();
    const page = fetch(`${origin}/es-es/`, { signal: leaving.signal }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.sockets.size).toBeGreaterThan(0);
    leaving.abort();
    await page;
    // Well before the page's 3 s budget would have stopped them.
    expect(await untilUpstreamClosed(1500)).toBeDefined();
  });
});

describe('a page whose own subject failed to load', () => {
  it('answers 503 with Retry-After and its error state; secondary blocks failing leave a 200', async () => {
    api.state.fault = 'fail';
    const tag = await fetch(`${origin}/es-es/t/tazas`);
    expect(tag.status).toBe(503);
    expect(Number(tag.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await tag.text()).toContain('<!doctype html>');
    const home = await fetch(`${origin}/es-es/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('retry-after')).toBeNull();
    await home.text();
  });
});

describe('POST /api/proxy', () => {
  it('answers 502 with a generic message when the product API answers the wrong shape', async () => {
    api.state.fault = 'wrongShape';
    const response = await fetch(`${origin}/api/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/cart', method: 'GET' }),
    });
    expect(response.status).toBe(502);
    const body = JSON.stringify(await response.json());
    expect(body).toContain(unavailableMessage);
    expect(body).not.toContain('admin');
    expect(logs.some((line) => line.msg === 'Product API answer has the wrong shape')).toBe(true);
  });
});

/** Sends `head` then `drip` a byte a second; resolves with the milliseconds until the server closed. */
function dripRequest(head: string, drip: string): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(origin);
    const socket = connect(Number(url.port), url.hostname);
    const started = Date.now();
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[sent++ % drip.length] ?? ' ');
    }, 1000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('slow clients', () => {
  it('a request body sent a byte a second has its connection closed within the request timeout', async () => {
    const head =
      'POST /api/proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const closedAfter = await dripRequest(head, '{"path":"/cart"');
    expect(closedAfter).toBeLessThan(timeouts.requestTimeoutMs + 1500);
  });

  it('headers sent a byte a second have their connection closed within the headers timeout', async () => {
    const closedAfter = await dripRequest('GET /es-es/ HTTP/1.1\r\n', 'X-Slow: header-by-header');
    expect(closedAfter).toBeLessThan(timeouts.headersTimeoutMs + 1500);
  });
});
