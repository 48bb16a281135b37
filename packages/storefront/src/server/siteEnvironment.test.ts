import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { developmentSessionPassword } from './session/sessionCookie.ts';
import { readSiteEnvironment, SiteConfigurationError } from './siteEnvironment.ts';

const password = 'a-production-session-password-0123456789';
const production = { development: false };

describe('a site server’s environment', () => {
  it.each<[Record<string, string>, RegExp]>([
    [
      { SESSION_PASSWORD: password },
      /Set PRODUCT_API_URL to the product API, or EMBEDDED_PRODUCT_API=demo/,
    ],
    [{ EMBEDDED_PRODUCT_API: 'demo' }, /Set SESSION_PASSWORD \(at least 32 characters/],
    [{ PRODUCT_API_URL: 'https://api.example.org', SESSION_PASSWORD: '' }, /Set SESSION_PASSWORD/],
    [{ EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: 'short' }, /at least 32 characters/],
    [
      { PRODUCT_API_URL: 'api.example.org', SESSION_PASSWORD: password },
      /PRODUCT_API_URL must be an http or https URL/,
    ],
    [
      { PRODUCT_API_URL: 'ftp://api.example.org', SESSION_PASSWORD: password },
      /PRODUCT_API_URL must be/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'yes', SESSION_PASSWORD: password },
      /EMBEDDED_PRODUCT_API must be "demo"/,
    ],
    [
      {
        PRODUCT_API_URL: 'https://api.example.org',
        EMBEDDED_PRODUCT_API: 'demo',
        SESSION_PASSWORD: password,
      },
      /either PRODUCT_API_URL or EMBEDDED_PRODUCT_API/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: developmentSessionPassword },
      /SESSION_PASSWORD is the development password/,
    ],
    [{ EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: 'a'.repeat(64) }, /too easy to guess/],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: 'abcdefghij'.repeat(4) },
      /too easy to guess/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: `${password.slice(0, 20)} ${password}` },
      /must not contain whitespace/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password, TRUST_PROXY: 'yes' },
      /TRUST_PROXY must be false, true \(one proxy\) or a number/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password, PORT: '80a' },
      /PORT must be a port number/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password, PROXY_TIMEOUT_MS: '-5' },
      /PROXY_TIMEOUT_MS must be a positive whole number/,
    ],
    [
      { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password, WEB_CONCURRENCY: '2' },
      /WEB_CONCURRENCY above 1 needs PRODUCT_API_URL/,
    ],
    [
      {
        PRODUCT_API_URL: 'https://api.example.org',
        SESSION_PASSWORD: password,
        WEB_CONCURRENCY: '0',
      },
      /WEB_CONCURRENCY must be a positive whole number/,
    ],
  ])('refuses to start a production server with %o', (env, problem) => {
    expect(() => readSiteEnvironment(env, production)).toThrow(SiteConfigurationError);
    expect(() => readSiteEnvironment(env, production)).toThrow(problem);
  });

  it('runs on a real product API or, when asked, on the demo’s embedded one', () => {
    expect(
      readSiteEnvironment(
        { PRODUCT_API_URL: 'https://api.example.org/v1', SESSION_PASSWORD: password, PORT: '8080' },
        production,
      ),
    ).toMatchObject({
      productApi: { kind: 'http', url: 'https://api.example.org/v1' },
      PORT: 8080,
    });
    expect(
      readSiteEnvironment({ EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password }, production)
        .productApi,
    ).toEqual({ kind: 'embedded' });
  });

  it('reads TRUST_PROXY as the number of proxies of ours in front', () => {
    const demo = { EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password };
    expect(readSiteEnvironment({ ...demo, TRUST_PROXY: 'true' }, production).TRUST_PROXY).toBe(1);
    expect(readSiteEnvironment({ ...demo, TRUST_PROXY: 'false' }, production).TRUST_PROXY).toBe(0);
    expect(readSiteEnvironment({ ...demo, TRUST_PROXY: '2' }, production).TRUST_PROXY).toBe(2);
  });

  it('takes a random password such as `openssl rand -hex 32` or `-base64 33` gives', () => {
    for (const random of [
      '9dffe6780ba62478d80a3be547e49d11783448f857d48545ecc088f7f1654132',
      'q7Zk2mX9pL4vR8sT1wY6uB3nC5dF0gH/jK+eA9oI7Q2x',
    ])
      expect(
        readSiteEnvironment({ EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: random }, production)
          .SESSION_PASSWORD,
      ).toBe(random);
  });

  it('uses every core against a real product API, one process on the embedded one', () => {
    const api = { PRODUCT_API_URL: 'https://api.example.org', SESSION_PASSWORD: password };
    expect(readSiteEnvironment(api, production).workers).toBe(availableParallelism());
    expect(readSiteEnvironment({ ...api, WEB_CONCURRENCY: '3' }, production).workers).toBe(3);
    expect(
      readSiteEnvironment({ EMBEDDED_PRODUCT_API: 'demo', SESSION_PASSWORD: password }, production)
        .workers,
    ).toBe(1);
  });

  it('lets development run on the embedded API with the development password', () => {
    expect(readSiteEnvironment({ PRODUCT_API_URL: '' }, { development: true })).toEqual({
      productApi: { kind: 'embedded' },
      workers: 1,
    });
  });
});
