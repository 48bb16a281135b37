// The second brand's server adapter: the shared storefront server on Node, port 3001 by default.
import { runOnNode } from '@shop/storefront/server';
import { brandConfig } from './brand.config.ts';

await runOnNode({
  brandConfig,
  siteDir: import.meta.dirname,
  defaultPort: 3001,
  loadEmbeddedProductApi: async () => (await import('@shop/mocks/embedded')).embeddedProductApi,
});
