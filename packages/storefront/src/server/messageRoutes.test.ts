import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildId } from '../buildId.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Node's fetch decodes the body it receives and keeps the Content-Encoding header it decoded.
describe('message files', () => {
  it('serves a route file brotli-encoded, immutable under the build-versioned URL', async () => {
    const response = await server.fetch(`/es-es/cart/data.json?v=${buildId}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBe('br');
    // A file every visitor shares carries nobody's session.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({
      general: { asked: 'es-es/cart' },
    });
  });

  it('serves gzip to a browser without brotli, and the general file of a locale', async () => {
    const response = await server.fetch('/general/es-es/data.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
    expect(await response.json()).toEqual({
      general: { asked: 'es-es/general' },
    });
  });

  it('answers 404 for a locale without messages and 400 for a malformed one', async () => {
    expect((await server.fetch('/general/xx-xx/data.json')).status).toBe(404);
    const malformed = await server.fetch('/general/x_1/data.json');
    expect(malformed.status).toBe(400);
  });
});
