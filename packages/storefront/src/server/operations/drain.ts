import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Readiness } from './health.ts';

interface DrainOptions {
  /** How long the instance keeps serving with `/readyz` at 503, so balancers stop sending first. */
  delayMs: number;
  /** How long requests in flight may still take once no new connection is taken. */
  graceMs: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance without failing a request: readiness off at once, serving on for `delayMs`
 * while balancers notice, then no new connections (idle keep-alive ones closed), and done when
 * the requests in flight have finished or `graceMs` has passed.
 */
export async function drain(
  server: Server | Http2Server | Http2SecureServer,
  readiness: Readiness,
  { delayMs, graceMs }: DrainOptions,
): Promise<void> {
  readiness.draining = true;
  if (delayMs > 0) await wait(delayMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([closed, deadline]);
  clearTimeout(timer);
}
