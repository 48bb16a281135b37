// The main brand's server adapter: the shared storefront server on Node, port 3000 by default.
// `vite build --app` compiles it to dist/server/server.js, which the `start` script runs.
import { runOnNode, siteDirOf } from '@shop/storefront/server';
import { brand } from '@shop/brands/main/brand';

await runOnNode({
  brandConfig: brand,
  siteDir: siteDirOf(import.meta.dirname),
  defaultPort: 3000,
  loadEmbeddedProductApi: async () => (await import('@shop/mocks/embedded')).embeddedProductApi,
});
