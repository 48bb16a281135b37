import { randomBytes } from 'node:crypto';
import { cartQueryKey } from '@shop/ui/features/data/cartQueries.ts';
import { html, raw } from 'hono/html';
import type { PageHead, PreloadLink } from '../../app/pageHead.ts';
import { shopStateElementId, type ShopState } from '../../app/shopState.ts';

// The page template: the HTML document around the rendered app, written whole or in two pieces
// around a streamed body, and the template a kept page is made of, with the per-response slots.

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
  /**
   * Every stylesheet's text by its path, read once at startup (absent in development): a page's
   * head carries its own styles, so nothing blocks its first paint.
   */
  styleTexts?: Record<string, string>;
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
  /** The text of `styles`, written into the head instead of linking them (production). */
  inlineStyle?: string;
}

/**
 * The links of every route's pages, worked out once from the client build's assets (at startup):
 * the entry's stylesheets and chunks with those the route's lazy chunk adds, each once.
 */
export function documentAssets(assets: ClientAssets): (route?: string) => DocumentAssets {
  const { styleTexts } = assets;
  const ofRoute = (routeAssets?: PageAssets): DocumentAssets => {
    const styles = [...new Set([...assets.styles, ...(routeAssets?.styles ?? [])])];
    const texts = styles.map((href) => styleTexts?.[href]);
    return {
      scripts: assets.scripts,
      styles,
      modulePreloads: [...(assets.modulePreloads ?? []), ...(routeAssets?.modulePreloads ?? [])],
      ...(styleTexts !== undefined && texts.every((text) => text !== undefined)
        ? { inlineStyle: texts.join('\n').replace(closingStyle, '<\\/$1') }
        : {}),
    };
  };
  const shared = ofRoute();
  const byRoute = new Map(
    Object.entries(assets.routes ?? {}).map(([route, routeAssets]) => [
      route,
      ofRoute(routeAssets),
    ]),
  );
  return (route) => (route === undefined ? undefined : byRoute.get(route)) ?? shared;
}

/** What would end a `<style>` element early; in CSS, `<\/style` means the same. */
const closingStyle = /<\/(style)/gi;

const unsafeInScript = /[<\u2028\u2029]/g;
const escapedInScript = (character: string) =>
  character === '<' ? '\\u003c' : character === '\u2028' ? '\\u2028' : '\\u2029';

/** Escapes JSON so it cannot close the <script> element it lives in (one pass over the text). */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(unsafeInScript, escapedInScript);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON of message bundles, by bundles object (`messageBundles` gives one per language and route). */
const bundlesJson = new WeakMap<object, string>();

/**
 * The page state's JSON, safe in its `<script>`. Its messages, the same for every page of a
 * language and route and about a sixth of the document, are serialised once.
 */
function stateJson(state: unknown): string {
  const messages = isRecord(state) ? state.messages : undefined;
  if (
    !isRecord(state) ||
    !isRecord(messages) ||
    !isRecord(messages.bundles) ||
    typeof messages.language !== 'string' ||
    Object.keys(messages).length !== 2
  )
    return safeJson(state);
  let bundles = bundlesJson.get(messages.bundles);
  if (bundles === undefined) {
    bundles = safeJson(messages.bundles);
    bundlesJson.set(messages.bundles, bundles);
  }
  const rest = safeJson({ ...state, messages: undefined });
  const messagesJson = `"messages":{"language":${safeJson(messages.language)},"bundles":${bundles}}`;
  return rest === '{}' ? `{${messagesJson}}` : `${rest.slice(0, -1)},${messagesJson}}`;
}

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

// The document is written in two pieces around the page's body, which streams between them. They
// are not well-formed HTML on their own: `html` is renamed so formatters leave them alone.
const piece = html;

/**
 * The page's styles in its head. Each inlined stylesheet is also named by a disabled link, which
 * the browser does not fetch: Vite's preload helper, loading a route's chunk later, finds it there
 * and does not add the stylesheet a second time.
 */
const inlineStyles = (text: string, styles: readonly string[]) =>
  piece`<style>${raw(text)}</style>${styles.map((href) => piece`<link rel="stylesheet" href="${href}" disabled />`)}`;

/** The document up to the page's body: its head, flushed with the first of the body. */
export function documentStart({
  head,
  assets,
  nonce,
}: Pick<DocumentParts, 'head' | 'assets' | 'nonce'>): string {
  const { styles, modulePreloads } = assets;
  return piece`<!doctype html>
    <html lang="${head.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        ${(head.preloads ?? []).map(preloadLink)}
        <title>${head.title}</title>
        <meta name="description" content="${head.description}" />
        ${head.robots ? html`<meta name="robots" content="${head.robots}" />` : ''}
        ${head.canonical ? html`<link rel="canonical" href="${head.canonical}" />` : ''}
        ${head.alternates.map(({ hreflang, href }) => html`<link rel="alternate" hreflang="${hreflang}" href="${href}" />`)}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${assets.inlineStyle === undefined ? styles.map((href) => html`<link rel="stylesheet" href="${href}" />`) : inlineStyles(assets.inlineStyle, styles)}
        ${assets.scripts.map((src) => html`<script type="module" src="${src}" nonce="${nonce ?? ''}"></script>`)}
        ${modulePreloads.map((href) => html`<link rel="modulepreload" href="${href}" fetchpriority="low" />`)}
      </head>
      <body>
        <div id="root">` as string;
}

/** The document after the page's body: the state the client reads before hydrating. */
export function documentEnd({ state, nonce }: Pick<DocumentParts, 'state' | 'nonce'>): string {
  return piece`</div>
        <script type="application/json" id="${shopStateElementId}" nonce="${nonce ?? ''}">
          ${raw(stateJson(state))}
        </script>
      </body>
    </html>` as string;
}

/** The whole document of a page whose body is rendered already. */
export function renderDocument({ head, body, assets, state, nonce }: DocumentParts): string {
  return documentStart({ head, assets, nonce }) + body + documentEnd({ state, nonce });
}

/**
 * A page's document with the parts that differ per response left open: the Content-Security-Policy
 * nonce, the visitor's session in the page state and, in a page kept for visitors with a session,
 * their own cart's answer in it. Made once per render, filled once per response.
 */
export interface DocumentTemplate {
  /** The document split at its slots; `slots[i]` goes between `parts[i]` and `parts[i + 1]`. */
  readonly parts: readonly string[];
  readonly slots: readonly DocumentSlot[];
  /** UTF-16 length of the parts together, what the cache counts. */
  readonly length: number;
}

type DocumentSlot = 'nonce' | 'session' | 'cart';

/** What one response puts in the slots. */
export interface DocumentFill {
  nonce: string;
  /** The visitor's session as JSON safe inside `<script>` (see `safeJson`). */
  sessionJson: string;
  /** The visitor's own cart answer as safe JSON; only a template with a cart slot asks for it. */
  cartJson?: string;
}

// Random per process: no page text, however it was written, can contain them by accident.
const token = randomBytes(16).toString('hex');
/** Written where the nonce goes (attribute values: hex only, nothing to escape). */
export const noncePlaceholder = `storefront-nonce-${token}`;
/** Written in place of the session in the page state; JSON-quoted, the whole string is replaced. */
export const sessionPlaceholder = `storefront-session-${token}`;
/** Written in place of the cart's answer in the page state, likewise. */
export const cartPlaceholder = `storefront-cart-${token}`;
const slotPattern = new RegExp(
  `${noncePlaceholder}|"${sessionPlaceholder}"|"${cartPlaceholder}"`,
  'g',
);
const slotOf = (text: string): DocumentSlot =>
  text === noncePlaceholder ? 'nonce' : text.includes(sessionPlaceholder) ? 'session' : 'cart';

/** Cuts a document rendered with the placeholders into a template. */
export function documentTemplate(document: string): DocumentTemplate {
  const parts: string[] = [];
  const slots: DocumentSlot[] = [];
  let from = 0;
  for (const match of document.matchAll(slotPattern)) {
    parts.push(document.slice(from, match.index));
    slots.push(slotOf(match[0]));
    from = match.index + match[0].length;
  }
  parts.push(document.slice(from));
  return { parts, slots, length: document.length };
}

/** What a response puts in a template's slot `index`. */
export function slotText(template: DocumentTemplate, index: number, fill: DocumentFill): string {
  const slot = template.slots[index];
  const text =
    slot === 'nonce' ? fill.nonce : slot === 'session' ? fill.sessionJson : fill.cartJson;
  // A page kept with someone's cart slot is never filled with anything else than one's own.
  if (text === undefined) throw new Error('A cached page’s cart slot has no cart to fill it');
  return text;
}

/** The page state with the cart's answer left open (`cartPlaceholder`), filled per response. */
export function withCartSlot(state: ShopState): ShopState {
  const queries = state.queries.queries.map((query) =>
    query.queryKey[0] === cartQueryKey[0]
      ? { ...query, state: { ...query.state, data: cartPlaceholder } }
      : query,
  );
  return { ...state, queries: { ...state.queries, queries } };
}
