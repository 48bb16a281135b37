import { Hono } from 'hono';
import {
  callProductApi,
  productApiBaseUrl,
  productApiFetch,
  type ProductApi,
} from '../proxy/upstream.ts';

export interface Readiness {
  /** Set when the process was asked to stop: the load balancer must send no new traffic. */
  draining: boolean;
}

interface HealthOptions {
  productApi: ProductApi;
  readiness: Readiness;
  /** Deadline of the product API check, answer and body included. */
  timeoutMs: number;
  /** How long one check's result answers the probes (many balancers probe every instance). */
  checkTtlMs?: number;
}

/** A cheap product API call: the catalogue's families, the first thing every page needs. */
const checkPath = 'catalogue/families';

/**
 * `/healthz`: the process is alive (no upstream call). `/readyz`: it may take traffic: its build and
 * configuration are loaded (it would not listen otherwise), the product API answered within its
 * deadline, and it is not draining. Neither is logged, cached or given a session: they are mounted
 * before the storefront.
 */
export function healthRoutes({
  productApi,
  readiness,
  timeoutMs,
  checkTtlMs = 2_000,
}: HealthOptions) {
  const fetchProductApi = productApiFetch(productApi);
  let lastCheck: { at: number; ok: Promise<boolean> } | undefined;
  const productApiAnswers = () => {
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at > checkTtlMs) {
      const ok = callProductApi(
        fetchProductApi,
        (signal) => new Request(new URL(checkPath, productApiBaseUrl), { signal }),
        timeoutMs,
      ).then((outcome) => outcome.kind === 'answer' && outcome.status < 300);
      lastCheck = { at: now, ok };
    }
    return lastCheck.ok;
  };

  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store' };
  app.get('/healthz', (c) => c.json({ status: 'alive' }, 200, noStore));
  app.get('/readyz', async (c) => {
    if (readiness.draining) return c.json({ status: 'draining' }, 503, noStore);
    if (!(await productApiAnswers()))
      return c.json({ status: 'product API unavailable' }, 503, noStore);
    return c.json({ status: 'ready' }, 200, noStore);
  });
  return app;
}
