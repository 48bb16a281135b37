import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** One request on a keep-alive agent, as browsers and HTTP client libraries send them. */
function send(
  agent: Agent,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.origin}${path}`,
      { agent, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

describe('connections', () => {
  it('close after a refusal that leaves the body unread, so the next request on the agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refusals = [
      { path: '/api/log', type: 'application/json', body: 'x'.repeat(300 * 1024) },
      { path: '/api/proxy', type: 'application/json', body: 'x'.repeat(600 * 1024) },
      { path: '/api/log', type: 'text/plain', body: 'x'.repeat(300 * 1024) },
    ];
    for (const refusal of refusals) {
      const refused = await send(agent, refusal.path, {
        method: 'POST',
        headers: { 'content-type': refusal.type, origin: server.origin },
        body: refusal.body,
      });
      expect([413, 415]).toContain(refused.status);
      expect(refused.headers.connection).toBe('close');
      const next = await send(agent, '/api/session');
      expect(next.status).toBe(200);
    }
    agent.destroy();
  });

  it('never write a Host header the visitor sent into the shop’s links', async () => {
    const { port } = new URL(server.origin);
    await send(new Agent(), '/es-es/cart', { headers: { host: `evil.example:${port}` } });
    expect(server.renders.at(-1)).toEqual({ path: '/es-es/cart', origin: server.origin });
  });

  it('take writes only from the shop’s own origin: scheme, host and port', async () => {
    const { port } = new URL(server.origin);
    const screen = JSON.stringify({
      screenWidth: 390,
      screenHeight: 844,
      screenDevicePixelRatio: 3,
    });
    const write = (origin: string) =>
      server.fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: screen,
      });
    for (const foreign of [
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://evil.example:${port}`,
      'null',
      'http://[',
      '',
    ]) {
      expect((await write(foreign)).status, foreign).toBe(403);
    }
    expect((await write(server.origin)).status).toBe(200);
  });

  it('keep pages out of shared caches and revalidated, varying with the session cookie', async () => {
    const page = await server.fetch('/es-es/cart');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/i);
    const redirect = await server.fetch('/');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-cache');
  });
});
