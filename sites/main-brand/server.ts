// The main brand's server adapter: the shared storefront server on Node, port 3000 by default.
import { runOnNode } from '@shop/storefront/server';
import { brandConfig } from './brand.config.ts';

await runOnNode({
  brandConfig,
  siteDir: import.meta.dirname,
  defaultPort: 3000,
  loadEmbeddedProductApi: async () => (await import('@shop/mocks/embedded')).embeddedProductApi,
});
