import { createServer, type RequestListener, type Server } from 'node:http';
import type { SiteEnvironment } from './siteEnvironment.ts';

/** How long the server waits for a client's request, and keeps an idle connection open. */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** From the first byte of a request to the end of its body, an upload's too (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection between requests (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
}

/**
 * A client that sends its headers or body a byte at a time is cut off: 10 s for the headers, and
 * 60 s for the whole request, the time the product API has for the largest photo upload. An idle
 * connection stays open Node's 5 s; behind a load balancer, set it above the balancer's idle
 * timeout (65 s behind a 60 s one), so the balancer closes it first and never sends a request on
 * a connection the server is closing.
 */
const defaultServerTimeouts: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
};

/** The timeouts the environment sets, the defaults for the rest. */
export function serverTimeoutsOf(
  environment: Pick<
    SiteEnvironment,
    'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS'
  >,
): ServerTimeouts {
  return {
    headersTimeoutMs: environment.HEADERS_TIMEOUT_MS ?? defaultServerTimeouts.headersTimeoutMs,
    requestTimeoutMs: environment.REQUEST_TIMEOUT_MS ?? defaultServerTimeouts.requestTimeoutMs,
    keepAliveTimeoutMs:
      environment.KEEP_ALIVE_TIMEOUT_MS ?? defaultServerTimeouts.keepAliveTimeoutMs,
  };
}

/**
 * Node's HTTP server under the storefront, with its timeouts. Node checks them on an interval
 * (30 s unless told): a second, or less for shorter timeouts, keeps a slow client from holding a
 * connection much past its timeout.
 */
export function storefrontHttpServer(listener: RequestListener, timeouts: ServerTimeouts): Server {
  // Node refuses a headers timeout longer than the request's.
  const requestTimeout = timeouts.requestTimeoutMs;
  const headersTimeout = Math.min(timeouts.headersTimeoutMs, requestTimeout);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)),
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}
