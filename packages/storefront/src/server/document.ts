import { html, raw } from 'hono/html';

export interface ClientAssets {
  scripts: string[];
  styles: string[];
}

export interface DocumentParts {
  language: string;
  title: string;
  body: string;
  assets: ClientAssets;
  /** JSON the client reads before hydrating; embedded as inert data, not as a script. */
  state: unknown;
}

/** Escapes JSON so it cannot close the <script> element it lives in. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function renderDocument({ language, title, body, assets, state }: DocumentParts) {
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${assets.styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
    ${assets.scripts.map((src) => html`<script type="module" src="${src}"></script>`)}
  </head>
  <body>
    <div id="root">${raw(body)}</div>
    <script type="application/json" id="storefront-state">${raw(safeJson(state))}</script>
  </body>
</html>`;
}
