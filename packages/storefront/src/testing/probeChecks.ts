import { describe, it } from 'vitest';
import {
  describeSecurityProbes,
  probeBadInputs,
  probeCrossSiteWrites,
  probeKeepAlive,
  probeOpenRedirects,
  probeProxyEscapes,
  probeSealedSessions,
} from './probes.ts';
import { describeFaultProbes } from './faultProbes.ts';
import { startProductApiStandIn } from './productApiStandIn.ts';
import { startSite } from './startSite.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** Each family of attacks the probes try, with how many cases each ran (all refused). */
export function probeChecks({ siteDir, brandConfig, origin, home }: StorefrontChecks) {
  describe('under attack', () => {
    const report = (family: string, cases: number) =>
      console.warn(
        `${brandConfig.displayName} probes, ${family}: ${cases} cases, 0 accepted, 0 server errors`,
      );

    it('takes no tampered, truncated, expired, foreign or oversized session cookie', async () => {
      report('sealed sessions', await probeSealedSessions(origin()));
    }, 60_000);

    it('answers every bad input to every endpoint with a 4xx', async () => {
      report('bad inputs', await probeBadInputs(origin()));
    }, 60_000);

    it('never lets the proxy reach another host or a path off its allowlist', async () => {
      let calls = 0;
      const upstream = await startProductApiStandIn((_request, response) => {
        calls += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
      const site = await startSite(siteDir, {
        EMBEDDED_PRODUCT_API: '',
        PRODUCT_API_URL: upstream.url,
      });
      try {
        report('proxy escapes', await probeProxyEscapes(site.origin, () => calls));
      } finally {
        await site.stop();
        upstream.close();
      }
    }, 60_000);

    it('keeps every sign-in and sign-out redirect on the site', async () => {
      report('open redirects', await probeOpenRedirects(origin()));
    });

    it('keeps a keep-alive client working after a body it refuses unread', async () => {
      report('keep-alive', await probeKeepAlive(origin()));
    });

    it('refuses writes without the session’s CSRF token or from another site', async () => {
      report('cross-site writes', await probeCrossSiteWrites(origin()));
    });

    describeSecurityProbes(siteDir, home.pathPrefix);
    describeFaultProbes(siteDir, home);
  });
}
