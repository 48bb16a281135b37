import { isCrawler } from '@shop/domain';
import { Hono } from 'hono';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { messageRoutes } from './messageRoutes.ts';
import { renderDocument, type ClientAssets } from './document.ts';
import { productApiBaseUrl, productApiFetch, type ProductApi } from './proxy/upstream.ts';
import type { Render } from './render.tsx';
import type { StorefrontEnv } from './session/context.ts';
import { negotiateCountrySite } from './countrySiteNegotiation.ts';

export interface PageEnvironment {
  /** The brand's SSR entry (from the site's server build). */
  render: Render;
  /** Script and style URLs of the client build. */
  assets: ClientAssets;
}

/** Server-rendered pages: every path that is not an API route or a static asset. */
export function pageRoutes(
  brandConfig: BrandConfig,
  environment: PageEnvironment & { productApi: ProductApi },
) {
  const pages = new Hono<StorefrontEnv>();
  const fetchProductApi = productApiFetch(environment.productApi);

  pages.get('/', (c) => {
    const site =
      negotiateCountrySite(brandConfig, c.req.header('cookie'), c.req.header('accept-language')) ??
      defaultCountrySiteOf(brandConfig);
    return c.redirect(site.pathPrefix, 302);
  });

  pages.route('/', messageRoutes(environment.render.messageFile));

  pages.get('*', async (c) => {
    const url = new URL(c.req.url);
    const result = await environment.render({
      path: url.pathname + url.search,
      origin: url.origin,
      session: c.get('session'),
      token: c.get('sessionState').token,
      productApiFetch: fetchProductApi,
      productApiBaseUrl,
      isCrawler: isCrawler(c.req.header('user-agent')),
    });
    if (result.kind === 'redirect') return c.redirect(result.location, 302);
    return c.html(
      renderDocument({
        head: result.head,
        body: result.html,
        assets: environment.assets,
        state: result.state,
        nonce: c.get('secureHeadersNonce'),
      }),
      result.status as 200,
    );
  });

  return pages;
}
