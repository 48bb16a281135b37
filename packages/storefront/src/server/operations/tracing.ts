import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { BrandId } from '@shop/domain';
import type { MiddlewareHandler } from 'hono';
import { routeNameOf } from './routeName.ts';

/** The storefront's spans; a no-op until a tracer provider is registered (`startTracing`). */
export const tracer = trace.getTracer('@shop/storefront');

/**
 * Starts OpenTelemetry when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the SDK reads the rest of the
 * standard OTEL_* variables), with fetch instrumented (undici), and returns how to flush and stop
 * it. Without it tracing stays off and costs nothing.
 */
export async function startTracing(
  serviceName: string,
  env: Record<string, string | undefined>,
): Promise<(() => Promise<void>) | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const [{ NodeSDK }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({ serviceName, instrumentations: [new UndiciInstrumentation()] });
  sdk.start();
  return () => sdk.shutdown();
}

/**
 * A server span per request, named by its route (`GET accountsOrders`), continuing the caller's
 * trace (`traceparent`); everything the request does runs inside it.
 */
export function tracedRequests(brand: BrandId): MiddlewareHandler {
  return async (c, next) => {
    const carrier = Object.fromEntries(c.req.raw.headers);
    const parent = propagation.extract(context.active(), carrier);
    const span = tracer.startSpan(
      c.req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      const route = routeNameOf(c, brand);
      span.updateName(`${c.req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', c.res.status);
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}

/** Runs `work` as a child span of the request's (the render, for one). */
export function inSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active span's ids for a log line, so logs and traces join up. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
