import { createServer, ServerResponse, type Server } from 'node:http';
import cluster from 'node:cluster';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { cookies, endpointList, pathTemplatePattern, type BrandId } from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Histogram,
  register,
} from 'prom-client';
import type { ProductApi } from '../proxy/upstream.ts';
import { routeNameOf } from './routeName.ts';
import { tracer } from './tracing.ts';

// One registry per process; the primary of several workers adds theirs up (AggregatorRegistry).
collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });

const requestDuration = new Histogram({
  name: 'storefront_request_duration_seconds',
  help: 'Requests by route name (a page route of the route table or an API route), method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const productApiDuration = new Histogram({
  name: 'storefront_product_api_duration_seconds',
  help: 'Product API calls by endpoint name and outcome (status class, timeout or error).',
  labelNames: ['endpoint', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
const pageCacheEvents = new Counter({
  name: 'storefront_page_cache_total',
  help: 'Page requests answered from the page cache (hit) or rendered (miss).',
  labelNames: ['result'] as const,
});
const sessionsStarted = new Counter({
  name: 'storefront_sessions_started_total',
  help: 'Sessions sealed for a visitor who had none.',
});
const loginThrottled = new Counter({
  name: 'storefront_login_throttled_total',
  help: 'Sign-in, sign-up, password-reset and order e-mail attempts slowed down by a throttle.',
  labelNames: ['route'] as const,
});

// Zero from the start, so a dashboard and its alerts see the series before the first event.
for (const result of ['hit', 'miss']) pageCacheEvents.inc({ result }, 0);
/** What a throttle slows: guesses of a password, an account's existence or an order's e-mail. */
const throttledRoutes = ['signin', 'register', 'password-reset', 'order-proof'] as const;
for (const route of throttledRoutes) loginThrottled.inc({ route }, 0);

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The status and headers a request was answered with: a page made from a template is written
 * straight to Node's response (`sendTemplate`), the rest is the context's response.
 */
function answerOf(c: Context) {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (c.res.headers.has('x-hono-already-sent') && outgoing instanceof ServerResponse) {
    const header = (name: string) => outgoing.getHeader(name);
    return {
      status: outgoing.statusCode,
      pageCache: header('x-page-cache'),
      cookies: [header('set-cookie') ?? []].flat().map(String),
    };
  }
  return {
    status: c.res.status,
    pageCache: c.res.headers.get('x-page-cache'),
    cookies: c.res.headers.getSetCookie(),
  };
}

/** Counts every storefront request: duration by route, page cache use, new sessions. */
export function requestMetrics(brand: BrandId): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const { status, pageCache, cookies: sent } = answerOf(c);
    requestDuration.observe(
      { route: routeNameOf(c, brand), method: c.req.method, status_class: statusClass(status) },
      seconds,
    );
    if (pageCache === 'hit' || pageCache === 'miss') pageCacheEvents.inc({ result: pageCache });
    const hadSession = (c.req.header('Cookie') ?? '').includes(`${cookies.session.name}=`);
    if (!hadSession && sent.some((line) => line.startsWith(`${cookies.session.name}=`)))
      sessionsStarted.inc();
  };
}

/** An attempt the throttle slowed down. */
export function countThrottled(route: (typeof throttledRoutes)[number]): void {
  loginThrottled.inc({ route });
}

const endpointPatterns = endpointList.map((endpoint) => ({
  name: endpoint.name,
  method: endpoint.method,
  pattern: pathTemplatePattern(endpoint.path, { anyPrefix: true }),
}));

function endpointNameOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return (
    endpointPatterns.find(
      (endpoint) => endpoint.method === request.method && endpoint.pattern.test(pathname),
    )?.name ?? 'other'
  );
}

/**
 * The product API, timed per endpoint and outcome, each call a client span of the request's trace
 * whose W3C `traceparent` goes with it (no-ops unless tracing is on).
 */
export function measuredProductApi(productApi: ProductApi): ProductApi {
  return async (request) => {
    const endpoint = endpointNameOf(request);
    const endTimer = productApiDuration.startTimer({ endpoint });
    const span = tracer.startSpan(`product API ${endpoint}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': request.method, 'shop.endpoint': endpoint },
    });
    const spanContext = trace.setSpan(context.active(), span);
    const headers = new Headers(request.headers);
    propagation.inject(spanContext, headers, {
      set: (carrier, key, value) => carrier.set(key, value),
    });
    try {
      const response = await context.with(spanContext, () =>
        productApi(new Request(request, { headers })),
      );
      endTimer({ outcome: statusClass(response.status) });
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      const outcome = request.signal.aborted ? 'timeout' : 'error';
      endTimer({ outcome });
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      throw error;
    } finally {
      span.end();
    }
  };
}

/**
 * Serves the metrics in Prometheus' text format on their own port, never the public one. In the
 * primary of several workers it adds up the workers' registries.
 */
export function serveMetrics(port: number, hostname: string): Promise<Server> {
  const aggregated = cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0;
  const aggregator = aggregated ? new AggregatorRegistry() : undefined;
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const metrics = aggregator ? aggregator.clusterMetrics() : register.metrics();
    metrics.then(
      (text) => response.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(port, hostname, () => resolve(server)));
}
