import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type RequestListener } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { readClientAssets } from './clientAssets.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createLogger } from './logging/logger.ts';
import { securityHeaders } from './security/securityHeaders.ts';
import type { ProductApi } from './proxy/upstream.ts';
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
  if (cluster.isPrimary && environment.workers > 1) return superviseWorkers(environment.workers);
  // React's development build renders several times slower and checks what production needs not.
  if (!development && process.env.NODE_ENV !== 'production')
    console.warn('NODE_ENV is not "production": React runs its slow development build');
  const requestedPort = environment.PORT ?? defaultPort;
  const hostname = environment.HOST ?? '127.0.0.1';
  // Known once the server listens (PORT=0 picks a free port); requests only come after that.
  let listeningOrigin = `http://${hostname}:${requestedPort}`;
  const clientDir = join(siteDir, 'dist/client');
  const { render, assets, vite } = development
    ? await developmentBuild(siteDir)
    : await productionBuild(siteDir, clientDir);

  const app = new Hono();
  let productApi: ProductApi;
  let imageSources: () => string[] = () => [];
  if (environment.productApi.kind === 'http') {
    productApi = productApiOver(environment.productApi.url);
  } else {
    // The embedded mock API builds its picture, upload and payment-page URLs on the base it is
    // called with: give it one under this server, which forwards those GETs to it.
    const embedded = await loadEmbeddedProductApi();
    productApi = (request) => embedded(rebase(request, `${listeningOrigin}${embeddedApiPath}/`));
    app.get(`${embeddedApiPath}/*`, (c) => embedded(c.req.raw));
    imageSources = () => [listeningOrigin];
  }

  if (vite)
    app.get(refreshPreamblePath, (c) =>
      c.body(refreshPreamble, 200, { 'Content-Type': 'text/javascript' }),
    );
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
  app.route(
    '/',
    createStorefrontServer(brandConfig, {
      render,
      assets,
      productApi,
      // In development the rendering code changes under the cache: every page is rendered afresh.
      ...(development ? { pageCache: false as const } : {}),
      // Without one (development only) the server uses the development password and says so.
      ...(environment.SESSION_PASSWORD ? { sessionPassword: environment.SESSION_PASSWORD } : {}),
      logger: createLogger(environment.LOG_LEVEL ?? 'info'),
      secureCookies: environment.SECURE_COOKIES !== 'false',
      trustProxy: environment.TRUST_PROXY ?? 0,
      ...(environment.PUBLIC_ORIGIN ? { publicOrigin: environment.PUBLIC_ORIGIN } : {}),
      listeningOrigin: () => listeningOrigin,
      // The development client talks to Vite over a WebSocket for hot updates.
      contentSecurityPolicy: { imageSources, connectSources: vite ? [`ws://${hostname}:*`] : [] },
      ...(environment.SESSION_ID_LENGTH ? { sessionIdLength: environment.SESSION_ID_LENGTH } : {}),
      ...(environment.PROXY_TIMEOUT_MS ? { proxyTimeoutMs: environment.PROXY_TIMEOUT_MS } : {}),
    }),
  );

  // In development Vite serves the source modules; everything else goes to the storefront.
  const storefront = getRequestListener(app.fetch);
  const listener: RequestListener = vite
    ? (request, response) =>
        vite.middlewares(request, response, () => storefront(request, response))
    : storefront;
  const server = serve(
    { fetch: app.fetch, createServer: () => createServer(listener), port: requestedPort, hostname },
    (info) => {
      listeningOrigin = `http://${hostname}:${info.port}`;
      const api =
        environment.productApi.kind === 'http'
          ? `product API ${environment.productApi.url}`
          : `the embedded mock product API (EMBEDDED_PRODUCT_API=${embeddedProductApiFlag}: demo data, anyone may call it under ${embeddedApiPath})`;
      console.warn(
        `${brandConfig.displayName} storefront on http://${hostname}:${info.port} using ${api} (process ${process.pid})`,
      );
    },
  );
  // Behind a load balancer an instance is stopped with SIGTERM: finish the requests in flight, then exit.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), shutdownGraceMs).unref();
    });
  }
  return server;
}

const shutdownGraceMs = 10_000;

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

/** Where the embedded mock product API is reachable from the browser (its pictures, for one). */
const embeddedApiPath = '/mock-product-api';

/** The same request addressed under another base URL. */
function rebase(request: Request, baseUrl: string): Request {
  const { pathname, search } = new URL(request.url);
  return new Request(new URL(`.${pathname}${search}`, baseUrl), request);
}

/** Sends the server's product API requests to the API at `baseUrl`, keeping its base path. */
function productApiOver(baseUrl: string) {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const target = new URL(`.${pathname}${search}`, base);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : null,
      signal: request.signal,
      redirect: 'manual',
      ...(hasBody ? { duplex: 'half' } : {}),
    });
  };
}

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
