// Starts a built site's server on a free loopback port, as `npm start` runs it (the embedded mock
// product API), for the benchmarks: the same start as the end-to-end tests'.
import { startSite as startBuiltSite } from '../packages/storefront/src/testing/startSite.ts';

export function startSite(site) {
  // Lighthouse and the benchmarks speak plain HTTP on loopback.
  return startBuiltSite(site.dir, { LOG_LEVEL: 'warn', SECURE_COOKIES: 'false' });
}
