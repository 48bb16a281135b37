import { embeddedProductApi } from '@shop/mocks/embedded';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { embeddedApiPath, mountEmbeddedProductApi } from './embeddedProductApi.ts';

describe('the demo’s mock product API under the storefront', () => {
  it('answers the browser with the storefront’s security headers', async () => {
    const app = new Hono();
    await mountEmbeddedProductApi(
      app,
      async () => embeddedProductApi,
      () => 'http://shop.test',
    );
    const response = await app.request(`${embeddedApiPath}/catalogue/families?language=es`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });
});
