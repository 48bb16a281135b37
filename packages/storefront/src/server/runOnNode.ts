import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestListener } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { readClientAssets } from './clientAssets.ts';
import { createStorefrontServer, type StorefrontEnvironment } from './createStorefrontServer.ts';
import { createLogger } from './logging/logger.ts';
import { drain } from './operations/drain.ts';
import { healthRoutes, type Readiness } from './operations/health.ts';
import { measuredProductApi, requestMetrics, serveMetrics } from './operations/metrics.ts';
import { startTracing, tracedRequests } from './operations/tracing.ts';
import { securityHeaders } from './security/securityHeaders.ts';
import { embeddedApiPath, mountEmbeddedProductApi } from './embeddedProductApi.ts';
import { productApiOver } from './proxy/upstream.ts';
import { serverTimeoutsOf, storefrontHttpServer } from './httpServer.ts';
import type { Render } from './render.tsx';
import {
  embeddedProductApiFlag,
  readSiteEnvironment,
  SiteConfigurationError,
  type SiteEnvironment,
} from './siteEnvironment.ts';

export interface NodeSiteOptions {
  brandConfig: BrandConfig;
  /** The site's folder, holding dist/client and dist/server from `vite build --app`. */
  siteDir: string;
  defaultPort: number;
  /** Loads the embedded mock product API; used only with EMBEDDED_PRODUCT_API (or in development). */
  loadEmbeddedProductApi: () => Promise<(request: Request) => Promise<Response>>;
}

/**
 * The site's folder, from the folder of the module that runs it: `server.ts` sits in the site,
 * its compiled `dist/server/server.js` below it. The site is the nearest folder with a package.json.
 */
export function siteDirOf(moduleDir: string): string {
  for (let dir = moduleDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No site (package.json) holds ${moduleDir}`);
  }
}

/**
 * Runs a brand's storefront on Node: the server adapter both sites share. Returns the listening
 * server, or nothing in the primary process of several workers (it only supervises them).
 */
export async function runOnNode({
  brandConfig,
  siteDir,
  defaultPort,
  loadEmbeddedProductApi,
}: NodeSiteOptions) {
  const development = process.argv.includes('--dev');
  const environment = siteEnvironmentOrExit(brandConfig.displayName, development);
  const hostname = environment.HOST ?? '127.0.0.1';
  if (cluster.isPrimary && environment.workers > 1) {
    superviseWorkers(environment.workers);
    if (environment.METRICS_PORT) await serveMetrics(environment.METRICS_PORT, hostname);
    return undefined;
  }
  // React's development build renders several times slower and checks what production needs not.
  if (!development && process.env.NODE_ENV !== 'production')
    console.warn('NODE_ENV is not "production": React runs its slow development build');
  const requestedPort = environment.PORT ?? defaultPort;
  const stopTracing = await startTracing(`storefront-${brandConfig.id}`, process.env);
  // Known once the server listens (PORT=0 picks a free port); requests only come after that.
  let listeningOrigin = `http://${hostname}:${requestedPort}`;
  const clientDir = join(siteDir, 'dist/client');
  const { render, assets, vite } = development
    ? await developmentBuild(siteDir)
    : await productionBuild(siteDir, clientDir);

  const app = new Hono();
  const upstream =
    environment.productApi.kind === 'http'
      ? { productApi: productApiOver(environment.productApi.url), imageSources: () => [] }
      : await mountEmbeddedProductApi(app, loadEmbeddedProductApi, () => listeningOrigin);
  const { imageSources } = upstream;
  const productApi = measuredProductApi(upstream.productApi);
  const readiness: Readiness = { draining: false };
  // Probes first: not counted, traced, logged, cached or given a session.
  app.route('/', healthRoutes({ productApi, readiness, timeoutMs: readinessTimeoutMs }));
  app.use(tracedRequests(brandConfig.id), requestMetrics(brandConfig.id));

  if (vite)
    app.get(refreshPreamblePath, (c) =>
      c.body(refreshPreamble, 200, { 'Content-Type': 'text/javascript' }),
    );
  mountClientFiles(app, clientDir);
  app.route(
    '/',
    createStorefrontServer(brandConfig, {
      render,
      assets,
      productApi,
      ...settingsOf(environment, development),
      listeningOrigin: () => listeningOrigin,
      // The development client talks to Vite over a WebSocket for hot updates.
      contentSecurityPolicy: { imageSources, connectSources: vite ? [`ws://${hostname}:*`] : [] },
    }),
  );

  // In development Vite serves the source modules; everything else goes to the storefront.
  const storefront = getRequestListener(app.fetch);
  const listener: RequestListener = vite
    ? (request, response) =>
        vite.middlewares(request, response, () => storefront(request, response))
    : storefront;
  const timeouts = serverTimeoutsOf(environment);
  const server = serve(
    {
      fetch: app.fetch,
      createServer: () => storefrontHttpServer(listener, timeouts),
      port: requestedPort,
      hostname,
    },
    (info) => {
      listeningOrigin = `http://${hostname}:${info.port}`;
      console.warn(
        `${brandConfig.displayName} storefront on http://${hostname}:${info.port} using ${productApiNamed(environment)} (process ${process.pid})`,
      );
    },
  );
  if (environment.METRICS_PORT) await serveMetrics(environment.METRICS_PORT, hostname);
  stopOnSignals(server, readiness, {
    delayMs: environment.SHUTDOWN_DELAY_MS ?? 0,
    after: async () => stopTracing?.(),
  });
  return server;
}

/** What the site's environment sets of the storefront server; its defaults for what it leaves out. */
function settingsOf(
  environment: SiteEnvironment,
  development: boolean,
): Partial<StorefrontEnvironment> {
  return {
    // In development the rendering code changes under the cache: every page is rendered afresh.
    ...(development ? { pageCache: false as const } : {}),
    // Without one (development only) the server uses the development password and says so.
    ...(environment.SESSION_PASSWORD ? { sessionPassword: environment.SESSION_PASSWORD } : {}),
    logger: createLogger(environment.LOG_LEVEL ?? 'info'),
    secureCookies: environment.SECURE_COOKIES !== 'false',
    trustProxy: environment.TRUST_PROXY ?? 0,
    ...(environment.PUBLIC_ORIGIN ? { publicOrigin: environment.PUBLIC_ORIGIN } : {}),
    ...(environment.SESSION_ID_LENGTH ? { sessionIdLength: environment.SESSION_ID_LENGTH } : {}),
    ...(environment.PROXY_TIMEOUT_MS ? { proxyTimeoutMs: environment.PROXY_TIMEOUT_MS } : {}),
  };
}

const shutdownGraceMs = 10_000;
/** The product API's cheap call must answer within this for the instance to be ready. */
const readinessTimeoutMs = 3_000;

/** The product API the server uses, as its start-up line names it. */
const productApiNamed = (environment: SiteEnvironment) =>
  environment.productApi.kind === 'http'
    ? `product API ${environment.productApi.url}`
    : `the embedded mock product API (EMBEDDED_PRODUCT_API=${embeddedProductApiFlag}: demo data, anyone may call it under ${embeddedApiPath})`;

/**
 * Behind a load balancer an instance is stopped with SIGTERM: readiness off at once, serving on for
 * `delayMs` while the balancer notices, the requests in flight finished, then exit. Ctrl-C skips
 * the delay.
 */
function stopOnSignals(
  server: Parameters<typeof drain>[0],
  readiness: Readiness,
  { delayMs, after }: { delayMs: number; after: () => Promise<unknown> },
) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const delay = signal === 'SIGTERM' ? delayMs : 0;
      void drain(server, readiness, { delayMs: delay, graceMs: shutdownGraceMs })
        .then(after)
        .then(() => process.exit(0));
    });
  }
}

/** The client build's files: hashed assets kept for good, the favicon, the new-build check. */
function mountClientFiles(app: Hono, clientDir: string) {
  // Hashed file names change with their content: a browser may keep them for good.
  app.use(
    '/assets/*',
    securityHeaders(),
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    precompressedStatic(clientDir),
  );
  app.use('/favicon.svg', securityHeaders(), precompressedStatic(clientDir));
  // The new-build check must never see a cached answer.
  app.use(
    '/builds/*',
    securityHeaders(),
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    },
    precompressedStatic(clientDir),
  );
}

/**
 * One server process per core (`WEB_CONCURRENCY`, default all), sharing the port: the primary only
 * forks, replaces a worker that dies, and on SIGTERM lets each finish its requests in flight.
 */
function superviseWorkers(count: number): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < count; index += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), shutdownGraceMs + 1_000).unref();
    });
  }
}

/**
 * Client files as the build left them, with the brotli or gzip twin it wrote when the browser
 * accepts one. Every compressible file varies by Accept-Encoding, also when sent uncompressed.
 */
function precompressedStatic(clientDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    const response = await serve(c, next);
    if (response) c.res = response;
    const vary = c.res.headers.get('Vary');
    if (precompressedFile.test(c.req.path) && !/accept-encoding/i.test(vary ?? ''))
      c.header('Vary', 'Accept-Encoding', { append: true });
  };
}
const precompressedFile = /\.(?:js|mjs|css|svg|json)$/;

/** The built site: the SSR entry and the hashed client assets of `vite build --app`. */
async function productionBuild(siteDir: string, clientDir: string) {
  const serverEntry = pathToFileURL(join(siteDir, 'dist/server/entry-server.js')).href;
  const { render } = (await import(serverEntry)) as { render: Render };
  return {
    render,
    assets: await readClientAssets(clientDir, 'src/entry-client.tsx'),
    vite: undefined,
  };
}

/**
 * `--dev`: Vite in middleware mode compiles the sources on request, the SSR entry is reloaded
 * after every change and the browser gets hot updates (React Fast Refresh).
 */
async function developmentBuild(siteDir: string) {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    root: siteDir,
    configFile: join(siteDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const entry = async () =>
    ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render }).render;
  const render: Render = Object.assign(
    async (request: Parameters<Render>[0]) => (await entry())(request),
    {
      messageFile: async (locale: string, route: string | null) =>
        (await entry()).messageFile(locale, route),
    },
  );
  // Module scripts run in order: the Fast Refresh preamble, Vite's client, then the shop.
  return {
    render,
    assets: {
      scripts: [refreshPreamblePath, '/@vite/client', '/src/entry-client.tsx'],
      styles: [],
    },
    vite,
  };
}

/** What @vitejs/plugin-react expects on the page before any component module runs. */
const refreshPreamblePath = '/@storefront/refresh-preamble.js';
const refreshPreamble = `import { injectIntoGlobalHook } from '/@react-refresh';
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
`;

/** The environment, or one clear line and exit code 1: a misconfigured server must not start. */
function siteEnvironmentOrExit(siteName: string, development: boolean): SiteEnvironment {
  try {
    return readSiteEnvironment(process.env, { development });
  } catch (error) {
    if (!(error instanceof SiteConfigurationError)) throw error;
    console.error(`${siteName} storefront cannot start: ${error.message}`);
    process.exit(1);
  }
}
