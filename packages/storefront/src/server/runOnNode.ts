import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type RequestListener } from 'node:http';
import { getRequestListener, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { readClientAssets } from './clientAssets.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createLogger } from './logging/logger.ts';
import { securityHeaders } from './security/securityHeaders.ts';
import type { ProductApi } from './proxy/upstream.ts';
import type { Render } from './render.tsx';
import { developmentSessionPassword } from './session/sessionCookie.ts';

export interface NodeSiteOptions {
  brandConfig: BrandConfig;
  /** The site's folder, holding dist/client and dist/server from `vite build --app`. */
  siteDir: string;
  defaultPort: number;
  /** Loads the embedded mock product API; used only when PRODUCT_API_URL is not set. */
  loadEmbeddedProductApi: () => Promise<(request: Request) => Promise<Response>>;
}

/** Runs a brand's storefront on Node: the server adapter both sites share. */
export async function runOnNode({
  brandConfig,
  siteDir,
  defaultPort,
  loadEmbeddedProductApi,
}: NodeSiteOptions) {
  const development = process.argv.includes('--dev');
  // React's development build renders several times slower and checks what production needs not.
  if (!development && process.env.NODE_ENV !== 'production')
    console.warn('NODE_ENV is not "production": React runs its slow development build');
  const requestedPort = Number(process.env.PORT ?? defaultPort);
  const hostname = process.env.HOST ?? '127.0.0.1';
  // Known once the server listens (PORT=0 picks a free port); requests only come after that.
  let publicOrigin = `http://${hostname}:${requestedPort}`;
  const clientDir = join(siteDir, 'dist/client');
  const { render, assets, vite } = development
    ? await developmentBuild(siteDir)
    : await productionBuild(siteDir, clientDir);

  const productApiUrl = process.env.PRODUCT_API_URL;
  const app = new Hono();
  let productApi: ProductApi;
  let imageSources: string[] = [];
  if (productApiUrl) {
    productApi = productApiOver(productApiUrl);
  } else {
    // The embedded mock API builds its picture, upload and payment-page URLs on the base it is
    // called with: give it one under this server, which forwards those GETs to it.
    const embedded = await loadEmbeddedProductApi();
    productApi = (request) => embedded(rebase(request, `${publicOrigin}${embeddedApiPath}/`));
    app.get(`${embeddedApiPath}/*`, (c) => embedded(c.req.raw));
    imageSources = [publicOrigin];
  }

  if (vite)
    app.get(refreshPreamblePath, (c) =>
      c.body(refreshPreamble, 200, { 'Content-Type': 'text/javascript' }),
    );
  app.use('/assets/*', securityHeaders(), serveStatic({ root: clientDir }));
  app.use('/favicon.svg', securityHeaders(), serveStatic({ root: clientDir }));
  // The new-build check must never see a cached answer.
  app.use(
    '/builds/*',
    securityHeaders(),
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    },
    serveStatic({ root: clientDir }),
  );
  app.route(
    '/',
    createStorefrontServer(brandConfig, {
      render,
      assets,
      productApi,
      sessionPassword: process.env.SESSION_PASSWORD || developmentSessionPassword,
      logger: createLogger(process.env.LOG_LEVEL || 'info'),
      secureCookies: process.env.SECURE_COOKIES !== 'false',
      trustProxy: process.env.TRUST_PROXY === 'true',
      // The development client talks to Vite over a WebSocket for hot updates.
      contentSecurityPolicy: { imageSources, connectSources: vite ? [`ws://${hostname}:*`] : [] },
      ...optionalNumber('sessionIdLength', process.env.SESSION_ID_LENGTH),
      ...optionalNumber('proxyTimeoutMs', process.env.PROXY_TIMEOUT_MS),
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
      publicOrigin = `http://${hostname}:${info.port}`;
      const api = productApiUrl ? `product API ${productApiUrl}` : 'the embedded mock product API';
      console.warn(
        `${brandConfig.displayName} storefront on http://${hostname}:${info.port} using ${api}`,
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
    } as RequestInit);
  };
}

function optionalNumber<Name extends string>(
  name: Name,
  value: string | undefined,
): Partial<Record<Name, number>> {
  if (value === undefined || value === '') return {};
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return { [name]: number } as Partial<Record<Name, number>>;
}
