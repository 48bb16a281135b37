import type { CountrySite } from '@shop/domain';
import { hrefOf } from '@shop/domain';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { startSite } from './startSite.ts';

type Fault = 'drip' | 'wrongShape' | 'fail';

/** The site's own limits for slow clients here: short, so the probe is quick. */
const requestTimeoutMs = 2_000;

function answerWith(fault: Fault, response: ServerResponse) {
  if (fault === 'fail') {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"error":"down"}');
  } else if (fault === 'wrongShape') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"cart":"not a cart","admin":true}');
  } else {
    // The headers at once, then a byte a second, never the end.
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
    response.write('{');
    const drip = setInterval(() => response.write(' '), 1000);
    response.on('close', () => clearInterval(drip));
  }
}

/** A product API that fails as `state.fault` says, counting the connections it holds open. */
async function faultInjectingProductApi() {
  const sockets = new Set<Socket>();
  const state: { fault: Fault } = { fault: 'fail' };
  const server = createServer((request, response) => {
    request.resume();
    answerWith(state.fault, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${port}/v1`, sockets, state, close };
}

/** Sends `head`, then a byte a second; resolves with the milliseconds until the site closed. */
function dripRequest(origin: string, head: string): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(origin);
    const socket = connect(Number(url.port), url.hostname);
    const started = Date.now();
    const timer = setInterval(() => socket.destroyed || socket.write(' '), 1000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
  });
}

/**
 * The deadline findings over real HTTP against the built site, with a fault-injecting product
 * API: a drip-fed answer, a wrong-shaped one, a failed page subject and a slow request body.
 */
export function describeFaultProbes(siteDir: string, home: CountrySite) {
  it('keeps its deadlines against a product API that drips, lies or fails, and against slow bodies', async () => {
    const api = await faultInjectingProductApi();
    const site = await startSite(siteDir, {
      EMBEDDED_PRODUCT_API: '',
      PRODUCT_API_URL: api.url,
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    });
    const at = (path: string, init?: RequestInit) =>
      fetch(`${site.origin}${path}`, { redirect: 'manual', ...init });
    try {
      api.state.fault = 'drip';
      const started = Date.now();
      const page = await at(hrefOf(home, 'home'));
      await page.text();
      // The page's 3 s budget, plus its render on a busy machine; without it the page hung.
      expect(Date.now() - started).toBeLessThan(6_000);
      await sleep(500);
      expect(api.sockets.size, 'upstream sockets left open').toBe(0);

      api.state.fault = 'wrongShape';
      const proxied = await at('/api/proxy', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.origin },
        body: JSON.stringify({ path: '/cart', method: 'GET' }),
      });
      expect(proxied.status).toBe(502);
      expect(await proxied.text()).not.toContain('admin');

      api.state.fault = 'fail';
      const subject = await at(
        hrefOf(home, 'userRequiredAction', {
          public_id: 'XRKX2563',
          user_required_action_public_id: 'RFXRKX2563',
        }),
      );
      expect(subject.status).toBe(503);
      expect(subject.headers.get('retry-after')).toMatch(/^\d+$/);

      const head = `POST /api/proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
      expect(await dripRequest(site.origin, head)).toBeLessThan(requestTimeoutMs + 1_500);
    } finally {
      await site.stop();
      api.close();
    }
  }, 60_000);
}
