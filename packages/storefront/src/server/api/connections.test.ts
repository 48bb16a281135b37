import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOn } from '../../testing/probes.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Bodies refused unread and keep-alive: `probeKeepAlive`, run against the built sites.
describe('connections', () => {
  it('never write a Host header the visitor sent into the shop’s links', async () => {
    const { port } = new URL(server.origin);
    await sendOn(new Agent(), `${server.origin}/es-es/cart`, {
      headers: { host: `evil.example:${port}` },
    });
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
