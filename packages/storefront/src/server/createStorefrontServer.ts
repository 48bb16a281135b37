import {
  cookies,
  defaultSessionIdLength,
  sessionPasswordMinLength,
  uploadMaxBytes,
  uploadTimeoutMs,
} from '@shop/domain';
import { Hono } from 'hono';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { errorResponse } from './api/http.ts';
import { compressAsWritten } from './compression.ts';
import { logRoutes } from './api/logRoutes.ts';
import { sessionRoutes } from './api/sessionRoutes.ts';
import { attemptThrottle } from './auth/attemptThrottle.ts';
import { authRoutes } from './auth/authRoutes.ts';
import {
  createLogger,
  loggerEventSink,
  requestContext,
  type Logger,
  type PageEventSink,
} from './logging/logger.ts';
import { pageRoutes, type PageEnvironment } from './pages/pageRoutes.ts';
import { proxyRoutes } from './proxy/proxyRoutes.ts';
import { productApiFetch, type ProductApi } from './proxy/upstream.ts';
import { searchEngineRoutes } from './searchEngines.ts';
import { publicOriginOf } from './security/publicOrigin.ts';
import {
  sameOriginWrites,
  securityHeaders,
  type SecurityHeadersOptions,
} from './security/securityHeaders.ts';
import type { StorefrontEnv } from './session/context.ts';
import { developmentSessionPassword } from './session/sessionCookie.ts';
import { customerTokens } from './session/customerTokens.ts';
import { sessionMiddleware } from './session/sessionMiddleware.ts';
import { trackingMiddleware } from './tracking/trackingMiddleware.ts';

export type { StorefrontEnv } from './session/context.ts';
export interface StorefrontEnvironment extends PageEnvironment {
  /**
   * Answers product API requests; the embedded mock product API when no PRODUCT_API_URL is set.
   * The server addresses its requests under `productApiBaseUrl` (`http://product-api.internal/`).
   */
  productApi: ProductApi;
  /**
   * Seals the session cookie; at least 32 characters and the same on every instance. Without it the
   * development password is used, with a warning.
   */
  sessionPassword?: string;
  /** Length of new session ids; default `defaultSessionIdLength` (32). */
  sessionIdLength?: number;
  /** Maximum session age in seconds; default the session cookie's (30 days). */
  sessionMaxAgeSeconds?: number;
  /** The Secure flag on the shop's cookies; default true. Only plain-HTTP development turns it off. */
  secureCookies?: boolean;
  /** Structured logger; default pino at level info on stdout. */
  logger?: Logger;
  /** Where page events go; default a pino child logger `log: "page-events"`. */
  eventSink?: PageEventSink;
  /** Deadline of a proxied product API call in ms (then 504); default 10 000. */
  proxyTimeoutMs?: number;
  /** Deadline of a proxied image upload in ms; default the domain's `uploadTimeoutMs` (60 000). */
  uploadTimeoutMs?: number;
  /** Largest JSON or form body of the API routes in bytes (then 413); default 64 KiB. */
  maxBodyBytes?: number;
  /** Largest image upload body in bytes; default the domain's 15 MiB photo plus 64 KiB of form fields. */
  uploadMaxBytes?: number;
  /** How many proxies of ours sit in front (TRUST_PROXY; see `clientAddressOf`); default 0. */
  trustProxy?: number;
  /** Extra Content-Security-Policy sources. */
  contentSecurityPolicy?: SecurityHeadersOptions;
  /** `https://shop.example`: the origin of the shop's links (PUBLIC_ORIGIN); see `publicOriginOf`. */
  publicOrigin?: string;
  /** The server's own origin once it listens, used when no public origin is configured. */
  listeningOrigin?: () => string;
}

const defaultProxyTimeoutMs = 10_000;
const defaultUploadTimeoutMs = uploadTimeoutMs;
const defaultMaxBodyBytes = 64 * 1024;
/** /api/log and /api/event/page take small bodies only. */
const maxLogBodyBytes = 16 * 1024;
/** The largest photo the browser sends, plus room for the multipart fields around it. */
const defaultUploadMaxBytes = uploadMaxBytes + 64 * 1024;

/** The session password, checked: a short one stops the server, the development one warns. */
function sessionPasswordOf(environment: StorefrontEnvironment, logger: Logger): string {
  const sessionPassword = environment.sessionPassword ?? developmentSessionPassword;
  if (sessionPassword.length < sessionPasswordMinLength) {
    throw new Error(
      `The session password must have at least ${sessionPasswordMinLength} characters`,
    );
  }
  if (sessionPassword === developmentSessionPassword) {
    logger.warn(
      'Sessions are sealed with the development password: set SESSION_PASSWORD (32+ characters) in production',
    );
  }
  return sessionPassword;
}

/** What the server's parts share, worked out once from the environment. */
interface ServerSettings {
  environment: StorefrontEnvironment;
  logger: Logger;
  secureCookies: boolean;
  sessionMaxAgeSeconds: number;
  maxBodyBytes: number;
  proxyTimeoutMs: number;
  /** Product API calls that name no language get the default country site's locale. */
  defaultLanguage: string;
  /** The one way the server reaches the product API: pages, the proxy, auth, tracking and sitemaps. */
  fetchProductApi: typeof fetch;
}

/** The storefront's API under /api: the session, logs and events, the proxy and auth. */
function mountApiRoutes(
  app: Hono<StorefrontEnv>,
  brandConfig: BrandConfig,
  settings: ServerSettings,
) {
  const { environment, maxBodyBytes, secureCookies, fetchProductApi, defaultLanguage } = settings;
  app.use('/api/*', sameOriginWrites(), async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/api/session', sessionRoutes({ maxBodyBytes, secureCookies }));
  app.route(
    '/api',
    logRoutes({
      maxBodyBytes: Math.min(maxBodyBytes, maxLogBodyBytes),
      eventSink: environment.eventSink ?? loggerEventSink(settings.logger),
    }),
  );
  // One count of guessing per process: sign-in, sign-up and password resets, wherever they come in.
  const throttle = attemptThrottle();
  app.route(
    '/api/proxy',
    proxyRoutes({
      throttle,
      fetchProductApi,
      timeoutMs: settings.proxyTimeoutMs,
      uploadTimeoutMs: environment.uploadTimeoutMs ?? defaultUploadTimeoutMs,
      maxBodyBytes,
      uploadMaxBytes: environment.uploadMaxBytes ?? defaultUploadMaxBytes,
      defaultLanguage,
      brand: brandConfig.id,
    }),
  );
  app.route(
    '/api/auth',
    authRoutes(brandConfig, {
      fetchProductApi,
      timeoutMs: settings.proxyTimeoutMs,
      maxBodyBytes,
      defaultLanguage,
      basePath: '/api/auth',
      sessionMaxAgeSeconds: settings.sessionMaxAgeSeconds,
      throttle,
    }),
  );
  app.all('/api/*', (c) =>
    errorResponse(c, 404, `No storefront API at ${c.req.method} ${c.req.path}`),
  );
}

/** The storefront server of one brand: stateless, so any number can run behind a load balancer. */
export function createStorefrontServer(
  brandConfig: BrandConfig,
  environment: StorefrontEnvironment,
) {
  const logger = environment.logger ?? createLogger();
  const settings: ServerSettings = {
    environment,
    logger,
    secureCookies: environment.secureCookies ?? true,
    sessionMaxAgeSeconds: environment.sessionMaxAgeSeconds ?? cookies.session.maxAgeSeconds,
    maxBodyBytes: environment.maxBodyBytes ?? defaultMaxBodyBytes,
    proxyTimeoutMs: environment.proxyTimeoutMs ?? defaultProxyTimeoutMs,
    defaultLanguage: defaultCountrySiteOf(brandConfig).locale,
    fetchProductApi: productApiFetch(environment.productApi),
  };
  const { secureCookies, fetchProductApi } = settings;

  const app = new Hono<StorefrontEnv>();

  app.use(securityHeaders(environment.contentSecurityPolicy));
  app.use(requestContext({ logger, trustProxy: environment.trustProxy ?? 0 }));
  app.use(async (c, next) => {
    c.set(
      'publicOrigin',
      publicOriginOf(c, {
        configured: environment.publicOrigin,
        listening: environment.listeningOrigin ?? (() => new URL(c.req.url).origin),
      }),
    );
    await next();
  });
  app.use(
    sessionMiddleware({
      password: sessionPasswordOf(environment, logger),
      maxAgeSeconds: settings.sessionMaxAgeSeconds,
      sessionIdLength: environment.sessionIdLength ?? defaultSessionIdLength,
      secureCookies,
      customerTokens: customerTokens({ fetchProductApi, timeoutMs: settings.proxyTimeoutMs }),
    }),
  );
  mountApiRoutes(app, brandConfig, settings);

  app.onError((error, c) => {
    (c.var.logger ?? logger).error({ err: error }, 'Unhandled server error');
    return c.req.path.startsWith('/api/')
      ? errorResponse(c, 500, 'Internal server error')
      : c.text('Internal server error', 500);
  });

  // Pages are compressed as they are written (gzip or deflate by Accept-Encoding) and flushed as
  // they stream: a page's head and shell do not wait in the compressor for the rest.
  app.get('*', compressAsWritten());
  // robots.txt and the sitemaps: for crawlers, not pages (no attribution tracking, shared caches).
  app.route('/', searchEngineRoutes(brandConfig, { fetchProductApi }));
  // Page requests pass through attribution tracking, then page rendering (mounted last).
  app.get(
    '*',
    trackingMiddleware({
      fetchProductApi,
      timeoutMs: Math.min(settings.proxyTimeoutMs, 3000),
      secureCookies,
      defaultLanguage: settings.defaultLanguage,
    }),
  );
  app.route('/', pageRoutes(brandConfig, { ...environment, fetchProductApi }));
  return app;
}
