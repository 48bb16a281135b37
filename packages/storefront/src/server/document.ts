import { html, raw } from 'hono/html';
import type { PageHead, PreloadLink } from '../app/pageHead.ts';
import { shopStateElementId } from '../app/shopState.ts';

/** What one page needs besides its entry script. */
export interface PageAssets {
  /** Chunks the page imports statically, fetched in parallel with the entry. */
  modulePreloads: string[];
  styles: string[];
}

export interface ClientAssets extends Partial<Pick<PageAssets, 'modulePreloads'>> {
  scripts: string[];
  styles: string[];
  /** What each route's lazy chunk adds, by route name (absent in development). */
  routes?: Record<string, PageAssets>;
}

export interface DocumentParts {
  head: PageHead;
  body: string;
  /** The page's scripts, stylesheets and module preloads (`documentAssets`). */
  assets: DocumentAssets;
  /** JSON the client reads before hydrating; embedded as inert data, not as a script. */
  state: unknown;
  /** The Content-Security-Policy nonce of this response. */
  nonce?: string;
}

/** What a page of one route links, ready to write. */
export interface DocumentAssets {
  scripts: readonly string[];
  styles: readonly string[];
  modulePreloads: readonly string[];
}

/**
 * The links of every route's pages, worked out once from the client build's assets (at startup):
 * the entry's stylesheets and chunks with those the route's lazy chunk adds, each once.
 */
export function documentAssets(assets: ClientAssets): (route?: string) => DocumentAssets {
  const ofRoute = (routeAssets?: PageAssets): DocumentAssets => ({
    scripts: assets.scripts,
    styles: [...new Set([...assets.styles, ...(routeAssets?.styles ?? [])])],
    modulePreloads: [...(assets.modulePreloads ?? []), ...(routeAssets?.modulePreloads ?? [])],
  });
  const shared = ofRoute();
  const byRoute = new Map(
    Object.entries(assets.routes ?? {}).map(([route, routeAssets]) => [
      route,
      ofRoute(routeAssets),
    ]),
  );
  return (route) => (route === undefined ? undefined : byRoute.get(route)) ?? shared;
}

/** Escapes JSON so it cannot close the <script> element it lives in. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const preloadLink = (link: PreloadLink) =>
  link.as === 'font'
    ? html`<link rel="preload" as="font" type="font/woff2" href="${link.href}" crossorigin />`
    : html`<link
        rel="preload"
        as="image"
        ${link.type ? html`type="${link.type}"` : ''}
        imagesrcset="${link.imageSrcSet}"
        imagesizes="${link.imageSizes}"
        fetchpriority="high"
      />`;

export function renderDocument({ head, body, assets, state, nonce }: DocumentParts) {
  const { styles, modulePreloads } = assets;
  return html`<!doctype html>
    <html lang="${head.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        ${(head.preloads ?? []).map(preloadLink)}
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        ${head.robots ? html`<meta name="robots" content="${head.robots}" />` : ''}
        ${head.canonical ? html`<link rel="canonical" href="${head.canonical}" />` : ''}
        ${head.alternates.map(({ hreflang, href }) => html`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`)}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        ${assets.scripts.map((src) => html`<script type="module" src="${src}" nonce="${nonce ?? ''}"></script>`)}
        ${modulePreloads.map((href) => html`<link rel="modulepreload" href="${href}" />`)}
      </head>
      <body>
        <div id="root">${raw(body)}</div>
        <script type="application/json" id="${shopStateElementId}" nonce="${nonce ?? ''}">
          ${raw(safeJson(state))}
        </script>
      </body>
    </html>`;
}
