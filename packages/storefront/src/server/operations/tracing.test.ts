import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { ServerType } from '@hono/node-server';
import { embeddedProductApi } from '@shop/mocks/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, testBrandConfig } from '../../testing/testServer.ts';
import { createLogger } from '../logging/logger.ts';
import { runOnNode } from '../runOnNode.ts';
import { fakeSiteDir, listen } from '../../testing/builtSite.ts';

// What the SDK registers when OTEL_EXPORTER_OTLP_ENDPOINT is set, with the spans kept in memory.
const exporter = new InMemorySpanExporter();
trace.setGlobalTracerProvider(
  new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }),
);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

const traceparents: (string | null)[] = [];
let siteDir: string;
let api: { server: ServerType; origin: string };
let site: ServerType;
let origin: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  siteDir = await fakeSiteDir();
  // The mock product API, so the proxy's answer checks pass.
  api = await listen((request) => {
    traceparents.push(request.headers.get('traceparent'));
    return embeddedProductApi(request);
  });
  Object.assign(process.env, {
    PORT: '0',
    HOST: '127.0.0.1',
    PRODUCT_API_URL: `${api.origin}/v1`,
    SESSION_PASSWORD: 'a-production-like-session-password-0123456789',
    LOG_LEVEL: 'silent',
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

describe('traces', () => {
  it('make a server span per request named by its route, with the product API call as its child, and send traceparent upstream', async () => {
    exporter.reset();
    const session = await fetch(`${origin}/api/session`);
    const cookie = session.headers.getSetCookie().join('; ');
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const proxied = await fetch(`${origin}/api/proxy`, {
      ...postJson(
        { path: '/cart', method: 'GET' },
        { cookie, traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
      ),
    });
    expect(proxied.status).toBe(200);
    const spans = exporter.getFinishedSpans();
    const request = spans.find(
      (span) => span.kind === SpanKind.SERVER && span.name === 'POST /api/proxy',
    );
    expect(request?.attributes['http.route']).toBe('/api/proxy');
    // It continues the caller's trace.
    expect(request?.spanContext().traceId).toBe(callerTrace);
    const call = spans.find((span) => span.name === 'product API cart.get');
    expect(call?.kind).toBe(SpanKind.CLIENT);
    expect(call?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(traceparents.at(-1)).toBe(`00-${callerTrace}-${call?.spanContext().spanId}-01`);
  });

  it('make the render a child span of the page request', async () => {
    exporter.reset();
    expect((await fetch(`${origin}/es-es/`)).status).toBe(200);
    const spans = exporter.getFinishedSpans();
    const page = spans.find((span) => span.name === 'GET home');
    const render = spans.find((span) => span.name === 'render');
    expect(page?.kind).toBe(SpanKind.SERVER);
    expect(render?.parentSpanContext?.spanId).toBe(page?.spanContext().spanId);
  });

  it('put the trace id in every log line written inside a span', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const span = trace.getTracer('test').startSpan('work');
    context.with(trace.setSpan(context.active(), span), () => logger.info('inside'));
    span.end();
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'inside',
      trace_id: span.spanContext().traceId,
      span_id: span.spanContext().spanId,
    });
  });
});
