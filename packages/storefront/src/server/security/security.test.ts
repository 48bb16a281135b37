import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/testServer.ts';
import { hstsMaxAgeSeconds } from './securityHeaders.ts';

let server: TestServer;
let nonces: (string | undefined)[] = [];
beforeAll(async () => {
  // A later handler, as page rendering is, reads the nonce and the session from the context.
  server = await startTestServer({}, (app) =>
    app.post('/probe', (c) =>
      c.json({ nonce: c.get('secureHeadersNonce'), sessionId: c.get('session').fotiApiClient }),
    ),
  );
});
afterAll(() => server.close());

function directives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  const requests: [string, RequestInit][] = [
    ['/es-es/', {}],
    ['/api/session', {}],
    ['/api/session', postJson('{oops')],
    ['/api/nowhere', {}],
    ['/api/auth/providers', {}],
    ['/api/proxy', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
  ];

  it('are on every response: pages, API answers and errors', async () => {
    for (const [path, init] of requests) {
      const response = await server.fetch(path, init);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      // CSP's base64-value: the standard and the URL-safe alphabet; at least 128 bits.
      expect(csp.get('script-src'), path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/_-]{22,}={0,2}'$/);
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      const hsts = response.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge, path).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      expect(maxAge).toBe(hstsMaxAgeSeconds);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('use a fresh nonce for every response', async () => {
    nonces = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await server.fetch('/es-es/');
      nonces.push(
        /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
      );
    }
    expect(nonces.every((nonce) => nonce && nonce.length >= 22)).toBe(true);
    expect(new Set(nonces).size).toBe(5);
  });
});

describe('the context of later handlers', () => {
  it('carries the response nonce and the session', async () => {
    const response = await server.fetch('/probe', { method: 'POST' });
    const body = (await response.json()) as { nonce: string; sessionId: string };
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${body.nonce}'`);
    expect(body.sessionId).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
