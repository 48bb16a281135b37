import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { readClientAssets } from './clientAssets.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import type { Render } from './render.tsx';

export interface NodeSiteOptions {
  brandConfig: BrandConfig;
  /** The site's folder, holding dist/client and dist/server from `vite build --app`. */
  siteDir: string;
  defaultPort: number;
  /** Loads the embedded mock product API; used only when PRODUCT_API_URL is not set. */
  loadEmbeddedProductApi: () => Promise<(request: Request) => Promise<Response>>;
}

/** Runs a brand's storefront on Node: the server adapter both sites share. */
export async function runOnNode({ brandConfig, siteDir, defaultPort, loadEmbeddedProductApi }: NodeSiteOptions) {
  const port = Number(process.env.PORT ?? defaultPort);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const clientDir = join(siteDir, 'dist/client');
  const serverEntry = pathToFileURL(join(siteDir, 'dist/server/entry-server.js')).href;
  const { render } = (await import(serverEntry)) as { render: Render };
  const assets = await readClientAssets(clientDir, 'src/entry-client.tsx');

  const productApiUrl = process.env.PRODUCT_API_URL;
  const productApi = productApiUrl
    ? (request: Request) => fetch(new URL(new URL(request.url).pathname + new URL(request.url).search, productApiUrl), request)
    : await loadEmbeddedProductApi();

  const app = new Hono();
  app.use('/assets/*', serveStatic({ root: clientDir }));
  app.use('/favicon.svg', serveStatic({ root: clientDir }));
  app.route('/', createStorefrontServer(brandConfig, { render, assets, productApi }));

  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    const api = productApiUrl ? `product API ${productApiUrl}` : 'the embedded mock product API';
    console.warn(`${brandConfig.displayName} storefront on http://${hostname}:${info.port} using ${api}`);
  });
  return server;
}
