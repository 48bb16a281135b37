import { renderToString } from 'react-dom/server';
import { StorefrontApp } from '../app/StorefrontApp.tsx';
import type { BrandConfig } from '../brand.ts';

export interface RenderRequest {
  path: string;
  search: string;
}

export interface RenderResult {
  status: number;
  html: string;
  language: string;
  title: string;
}

export type Render = (request: RenderRequest) => Promise<RenderResult>;

/** The SSR entry of a site: renders one request of this brand to HTML. */
export function createRenderer(brandConfig: BrandConfig, themeClass: string): Render {
  return async ({ path, search }) => {
    const site = path.split('/')[1] ?? '';
    const known = brandConfig.countrySites.includes(site);
    const language = known ? (site.split('-')[0] ?? 'en') : 'en';
    const html = renderToString(
      <StorefrontApp
        brandConfig={brandConfig}
        themeClass={themeClass}
        language={language}
        ssrPath={path}
        ssrSearch={search}
      />,
    );
    return { status: known ? 200 : 404, html, language, title: brandConfig.displayName };
  };
}
