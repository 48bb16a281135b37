import { Hono } from 'hono';
import type { BrandConfig } from '../brand.ts';
import { renderDocument, type ClientAssets } from './document.ts';
import type { Render } from './render.tsx';

export interface PageEnvironment {
  /** The brand's SSR entry (from the site's server build). */
  render: Render;
  /** Script and style URLs of the client build. */
  assets: ClientAssets;
}

/** Server-rendered pages: every path that is not an API route or a static asset. */
export function pageRoutes(brandConfig: BrandConfig, environment: PageEnvironment) {
  const pages = new Hono();

  pages.get('/', (c) => c.redirect(`/${brandConfig.defaultCountrySite}/`, 302));

  pages.get('*', async (c) => {
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

  return pages;
}
