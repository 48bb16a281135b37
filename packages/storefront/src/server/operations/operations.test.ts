import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrandConfig } from '../../testing/testServer.ts';
import { runOnNode } from '../runOnNode.ts';
import { fakeSiteDir, listen } from '../../testing/builtSite.ts';
import { drain } from './drain.ts';
import { healthRoutes, type Readiness } from './health.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const upstreamPaths: string[] = [];
let productApiFails = false;
let siteDir: string;
let api: { server: ServerType; origin: string };
let site: ServerType;
let origin: string;
let metricsOrigin: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  siteDir = await fakeSiteDir();
  api = await listen((request) => {
    upstreamPaths.push(new URL(request.url).pathname);
    return productApiFails
      ? Response.json({ error: 'down' }, { status: 500 })
      : Response.json({ families: [] });
  });
  const metricsPort = await freePort();
  metricsOrigin = `http://127.0.0.1:${metricsPort}`;
  Object.assign(process.env, {
    PORT: '0',
    HOST: '127.0.0.1',
    PRODUCT_API_URL: `${api.origin}/v1`,
    SESSION_PASSWORD: 'a-production-like-session-password-0123456789',
    LOG_LEVEL: 'silent',
    METRICS_PORT: String(metricsPort),
    WEB_CONCURRENCY: '1',
  });
  const started = await runOnNode({
    brandConfig: testBrandConfig,
    siteDir,
    defaultPort: 3999,
    loadEmbeddedProductApi: () => Promise.reject(new Error('PRODUCT_API_URL is set')),
  });
  if (!started) throw new Error('runOnNode forked workers instead of serving');
  site = started;
  await new Promise<void>((resolve) =>
    site.listening ? resolve() : site.once('listening', () => resolve()),
  );
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.env = savedEnv;
  await Promise.all(
    [site, api.server].map((server) => new Promise((resolve) => server.close(resolve))),
  );
  await rm(siteDir, { recursive: true, force: true });
});

describe('health', () => {
  it('/healthz answers alive without calling the product API', async () => {
    const before = upstreamPaths.length;
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(upstreamPaths.length).toBe(before);
  });

  it('/readyz follows the product API: 200 while it answers, 503 once it fails', async () => {
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(upstreamPaths).toContain('/v1/catalogue/families');
    productApiFails = true;
    // One check answers the probes for two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const failing = await fetch(`${origin}/readyz`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ status: 'product API unavailable' });
    productApiFails = false;
  });
});

describe('metrics', () => {
  it('counts requests by route name and product API calls by endpoint on their own port', async () => {
    await fetch(`${origin}/es-es/`);
    await fetch(`${origin}/api/session`);
    await fetch(`${origin}/readyz`);
    const response = await fetch(`${metricsOrigin}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /storefront_request_duration_seconds_count\{route="home",method="GET",status_class="2xx"\} \d+/,
    );
    expect(text).toMatch(/storefront_request_duration_seconds_count\{route="\/api\/session"/);
    expect(text).toMatch(
      /storefront_product_api_duration_seconds_count\{endpoint="catalogue\.listFamilies",outcome="2xx"\}/,
    );
    expect(text).toContain('storefront_sessions_started_total 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Health probes are not requests of the shop.
    expect(text).not.toContain('healthz');
  });

  it('hold every series the Grafana dashboard charts (deploy/grafana/storefront.json)', async () => {
    const dashboard = JSON.parse(
      await readFile(
        new URL('../../../../../deploy/grafana/storefront.json', import.meta.url),
        'utf8',
      ),
    ) as { panels: { targets: { expr: string }[] }[] };
    const charted = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(({ expr }) => expr.match(/\b(?:storefront|nodejs|process)_\w+/g) ?? []),
    );
    expect(charted.length).toBeGreaterThan(8);
    const exposed = await (await fetch(`${metricsOrigin}/metrics`)).text();
    for (const series of new Set(charted))
      expect(exposed).toMatch(new RegExp(`^${series}[ {]`, 'm'));
  });

  it('are not served on the public port', async () => {
    const response = await fetch(`${origin}/metrics`);
    expect(await response.text()).not.toContain('storefront_request_duration_seconds');
  });
});

describe('drain', () => {
  it('turns readiness off at once, finishes the request in flight, then takes no connection', async () => {
    const readiness: Readiness = { draining: false };
    const app = new Hono();
    app.route(
      '/',
      healthRoutes({ productApi: async () => Response.json({}), readiness, timeoutMs: 500 }),
    );
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return c.text('finished');
    });
    const instance = await listen(app.fetch);
    const inFlight = fetch(`${instance.origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain(instance.server, readiness, { delayMs: 300, graceMs: 5_000 });
    const duringDrain = await fetch(`${instance.origin}/readyz`);
    expect(duringDrain.status).toBe(503);
    const slow = await inFlight;
    expect(await slow.text()).toBe('finished');
    await drained;
    await expect(fetch(`${instance.origin}/healthz`)).rejects.toThrow();
  });
});
