// The second brand's server adapter: the shared storefront server on Node, port 3001 by default.
// `vite build --app` compiles it to dist/server/server.js, which the `start` script runs.
import { runOnNode, siteDirOf } from '@shop/storefront/server';
import { brand } from '@shop/brands/second/brand';

await runOnNode({
  brandConfig: brand,
  siteDir: siteDirOf(import.meta.dirname),
  defaultPort: 3001,
  loadEmbeddedProductApi: async () => (await import('@shop/mocks/embedded')).embeddedProductApi,
});
