// The server's HTTP tests run against this: a storefront server listening on 127.0.0.1 with a
// fake page renderer, a captured logger and event log, and a cookie jar for the visitor.
import { brandById } from '@shop/brands';
import type { RenderRequest, RenderResult } from '../server/render.tsx';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import type { BrandConfig } from '../brand.ts';
import {
  createStorefrontServer,
  type StorefrontEnvironment,
} from '../server/createStorefrontServer.ts';
import type { RecordedPageEvent } from '../server/logging/logger.ts';

export const testSessionPassword = 'a-test-session-password-of-at-least-32-chars';

export const testBrandConfig: BrandConfig = { ...brandById('main'), displayName: 'Test Shop' };

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The cookies a browser would keep for the test server, from Set-Cookie headers. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  /** Set-Cookie headers of the last response, by cookie name. */
  lastSetCookies = new Map<string, string>();

  take(response: Response): void {
    this.lastSetCookies = new Map();
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      this.lastSetCookies.set(name, header);
      if (/;\s*max-age=0\b/i.test(header) || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestServer {
  origin: string;
  logs: LogLine[];
  events: RecordedPageEvent[];
  /** Pages the fake renderer was asked for, with the session it saw. */
  renders: { path: string; origin: string }[];
  /** fetch against the server, sending and keeping the jar's cookies. */
  fetch(path: string, init?: RequestInit, jar?: CookieJar): Promise<Response>;
  close(): Promise<void>;
}

const fakeProductApi = async () =>
  Response.json({ error: { error_code: 404, message: 'No such endpoint' } }, { status: 404 });

export type StorefrontApp = ReturnType<typeof createStorefrontServer>;

/** `extend` adds test-only routes after the server's own (POST routes, as pages answer every GET). */
export async function startTestServer(
  environment: Partial<StorefrontEnvironment> = {},
  extend?: (app: StorefrontApp) => void,
): Promise<TestServer> {
  const logs: LogLine[] = [];
  let origin = '';
  const events: RecordedPageEvent[] = [];
  const renders: { path: string; origin: string }[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
  );
  const app = createStorefrontServer(testBrandConfig, {
    render: Object.assign(
      async ({ path, origin, session }: RenderRequest): Promise<RenderResult> => {
        renders.push({ path, origin });
        return {
          kind: 'page',
          status: 200,
          html: `<main>${path.replace(/[<>&"]/g, '')}</main>`,
          head: {
            language: 'es',
            title: 'Test Shop',
            description: 'A page of the test shop',
            alternates: [],
          },
          state: {
            session,
            queries: { mutations: [], queries: [] },
            messages: { language: 'es', bundles: {} },
            outcome: { kind: 'page', effects: {} },
          },
        };
      },
      // One message file per locale: a general file's namespaces keyed by what was asked.
      {
        messageFile: async (locale: string, route: string | null) =>
          locale === 'es-es' ? { general: { asked: `${locale}/${route ?? 'general'}` } } : null,
      },
    ),
    assets: { scripts: [], styles: [] },
    productApi: fakeProductApi,
    sessionPassword: testSessionPassword,
    logger,
    eventSink: (event) => void events.push(event),
    listeningOrigin: () => origin,
    ...environment,
  });
  extend?.(app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    logs,
    events,
    renders,
    async fetch(path, init = {}, jar) {
      const headers = new Headers(init.headers);
      if (jar && jar.header()) headers.set('cookie', jar.header());
      const response = await fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers });
      jar?.take(response);
      return response;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A JSON POST as the storefront's pages send it. */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A form-encoded POST as the auth client sends it. */
export function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

/** How long the attempt throttle made a response wait, as its `Server-Timing` says (ms). */
export function throttleWaitOf(response: Response): number {
  const timing = /(?:^|,)\s*throttle;dur=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  if (!timing?.[1]) throw new Error('The response does not say how long it was throttled');
  return Number(timing[1]);
}
