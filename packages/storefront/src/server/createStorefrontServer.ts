import { Hono } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { renderDocument, type ClientAssets } from './document.ts';
import type { Render } from './render.tsx';

export interface StorefrontEnvironment {
  /** The brand's SSR entry (from the site's server build). */
  render: Render;
  /** Script and style URLs of the client build. */
  assets: ClientAssets;
  /** Answers product API requests; the embedded mock API when no PRODUCT_API_URL is set. */
  productApi: (request: Request) => Promise<Response>;
}

/** The storefront server of one brand: stateless, so any number can run behind a load balancer. */
export function createStorefrontServer(brandConfig: BrandConfig, environment: StorefrontEnvironment) {
  const app = new Hono();

  app.get('/', (c) => c.redirect(`/${brandConfig.defaultCountrySite}/`, 302));

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const result = await environment.render({ path: url.pathname, search: url.search.slice(1) });
    return c.html(
      renderDocument({
        language: result.language,
        title: result.title,
        body: result.html,
        assets: environment.assets,
        state: { path: url.pathname },
      }),
      result.status as 200 | 404,
    );
  });

  return app;
}
