import type { Context } from 'hono';

/** Host names a browser on this machine uses: their origin may be taken from the request. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin the shop's own links are written with (canonical, hreflang, auth URLs) and that
 * writes must come from: the configured one (PUBLIC_ORIGIN), else the request's own when it is
 * addressed to this machine (development, the demo), else the server's listening origin. A
 * request's Host header is never written into a page as it is: anyone can send any Host.
 */
export function publicOriginOf(
  c: Context,
  { configured, listening }: { configured?: string; listening: () => string },
): string {
  if (configured) return configured;
  const requested = new URL(c.req.url);
  return loopbackHosts.has(requested.hostname) ? requested.origin : listening();
}
