import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInSession } from './guardRedirects.ts';
import { startTopology, type Topology } from './topology.ts';

const customer = 'demo@example.com';

/** What the rolling-restart run measured, printed for the closing figures of a release. */
interface TopologyFigures {
  requests: number;
  failed: number;
  anonymousHitRatio: number;
  personalisedHits: number;
  p99Ms: number;
}

/**
 * The site as it runs past one machine: three instances behind nginx (Debian's), one session
 * password, one product API. Sessions hold on every instance, nginx keeps anonymous pages and never
 * a personalised one, and a rolling restart under load fails no request.
 */
export function describeTopology(siteDir: string) {
  describe('three instances behind nginx', () => {
    let topology: Topology;
    beforeAll(async () => {
      topology = await startTopology(siteDir, 3);
    }, 60_000);
    afterAll(() => topology?.stop());

    it('keeps a session made on one instance valid on the others', async () => {
      const [first, ...others] = topology.instances();
      const jar = await loggedInSession(first ?? '', customer);
      for (const origin of others) {
        const response = await fetch(`${origin}/api/auth/session`, {
          headers: { cookie: jar.header() },
        });
        expect(await response.json(), origin).toMatchObject({ user: { email: customer } });
      }
    });

    it('serves anonymous pages from nginx, never a personalised one, with no failed request across a rolling restart', async () => {
      const jar = await loggedInSession(topology.origin, customer);
      let anonymous = 0;
      let anonymousHits = 0;
      let personalised = 0;
      let personalisedHits = 0;
      const cacheStatus = (headers: IncomingHttpHeaders = {}) =>
        Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache-status')?.[1];
      const load = autocannon({
        url: topology.origin,
        connections: 16,
        duration: 12,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            path: '/es-es',
            onResponse: (_status, _body, _context, headers) => {
              anonymous += 1;
              if (cacheStatus(headers) === 'HIT') anonymousHits += 1;
            },
          },
          {
            method: 'GET',
            path: '/es-es/accounts/home',
            headers: { cookie: jar.header() },
            onResponse: (_status, body, _context, headers) => {
              personalised += 1;
              if (cacheStatus(headers) === 'HIT' || !body.includes(customer)) personalisedHits += 1;
            },
          },
        ],
      });
      // A rolling restart while the load runs: the middle instance drains, stops and comes back.
      await sleep(3_000);
      await topology.restart(1);
      const result = await load;
      const figures: TopologyFigures = {
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
        anonymousHitRatio: anonymousHits / anonymous,
        personalisedHits,
        p99Ms: result.latency.p99,
      };
      console.warn(`Topology: ${JSON.stringify(figures)}`);
      expect(result.requests.total).toBeGreaterThan(100);
      expect(personalised).toBeGreaterThan(10);
      expect(figures.failed).toBe(0);
      expect(figures.personalisedHits).toBe(0);
      expect(figures.anonymousHitRatio).toBeGreaterThan(0.5);
    }, 60_000);
  });
}
