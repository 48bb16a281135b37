import type { Session } from '@shop/domain';
import type { Context } from 'hono';
import type { ShopState } from '../../app/shopState.ts';
import type { StorefrontEnv } from '../session/context.ts';
import { sharedPageVisitor, type PageCache } from './pageCache.ts';
import {
  documentTemplate,
  noncePlaceholder,
  renderDocument,
  safeJson,
  sessionPlaceholder,
  withCartSlot,
  type DocumentAssets,
  type DocumentFill,
  type DocumentTemplate,
} from './pageDocument.ts';
import { keepInBrotli } from './brotliDocument.ts';
import { sendTemplate } from './sendTemplate.ts';
import type { RenderedPage } from './streamPage.ts';

/** A page its visitor may share with others: its cache key and the session it is rendered from. */
export interface SharedPage {
  key: string;
  session: Session;
}

/**
 * Whether the page may be shared: a visitor who is not logged in may share pages with others of
 * the same kind and consent answer, rendered from no more of their session than that (see the
 * README's "Page cache").
 */
export function sharedPageOf(
  c: Context<StorefrontEnv>,
  cache: PageCache,
  page: { brand: string; path: string; isCrawler: boolean },
): SharedPage | undefined {
  const state = c.get('sessionState');
  const shared = sharedPageVisitor(c.get('session'), {
    fresh: state.isFresh,
    loggedIn: state.isLoggedIn || state.token !== undefined,
  });
  const key =
    shared && cache.keyOf({ ...page, origin: c.get('publicOrigin'), visitor: shared.variant });
  return shared && key !== undefined ? { key, session: shared.session } : undefined;
}

/** What this response puts in a template's slots: its nonce, its session and maybe its cart. */
export function fillOf(c: Context<StorefrontEnv>, cartJson?: string): DocumentFill {
  return {
    nonce: c.get('secureHeadersNonce') ?? '',
    sessionJson: safeJson(c.get('session')),
    ...(cartJson === undefined ? {} : { cartJson }),
  };
}

/**
 * What a shared cache in front (a CDN, nginx) may do with a page the page cache keeps, sent to a
 * visitor without a session: keep it briefly and refresh it in the background (decision 0009).
 * `Vary: Cookie` (set for every page) keeps it from anyone who has a session.
 */
const sharedPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Says whether the page came from the page cache (`X-Page-Cache`), and lets shared caches keep it
 * when its visitor has no session: the page cache and the shared cache agree on what is anonymous.
 */
function pageCacheHeaders(c: Context<StorefrontEnv>, result: 'hit' | 'miss') {
  c.header('X-Page-Cache', result);
  // Read without making the response (see sendTemplate): a page that sets a cookie (a campaign's
  // tracking parameters) is this visitor's, whatever its body.
  const settingCookies = c.newResponse(null).headers.getSetCookie().length > 0;
  if (c.get('sessionState').isFresh && !settingCookies)
    c.header('Cache-Control', sharedPageCacheControl);
}

/** Serves a kept page, filled for this response. */
export async function serveKeptPage(
  c: Context<StorefrontEnv>,
  template: DocumentTemplate,
  cartJson?: string,
) {
  await c.get('commitSession')();
  pageCacheHeaders(c, 'hit');
  return sendTemplate(c, template, fillOf(c, cartJson), 200);
}

/**
 * The template of a page rendered to be shared: the whole document made with placeholders for
 * the nonce, the session and (for a visitor with a session) the cart, filled per response. It is
 * kept only when it is nobody's in particular.
 */
export async function keepPage(
  c: Context<StorefrontEnv>,
  cache: PageCache,
  page: {
    key: string;
    rendered: RenderedPage;
    assets: DocumentAssets;
    cartJson: string | undefined;
    /** Whether the render asked the product API for anything of the visitor's but the cart. */
    askedOwn: () => boolean;
  },
): Promise<DocumentTemplate> {
  const { rendered, cartJson } = page;
  const body =
    typeof rendered.html === 'string' ? rendered.html : await new Response(rendered.html).text();
  const ownState = typeof rendered.state === 'function' ? rendered.state() : rendered.state;
  const state = { ...ownState, session: sessionPlaceholder } as unknown as ShopState;
  const template = documentTemplate(
    renderDocument({
      head: rendered.head,
      body,
      assets: page.assets,
      state: cartJson === undefined ? state : withCartSlot(state),
      nonce: noncePlaceholder,
    }),
  );
  // Only a complete page of nobody's in particular is kept: no error page, no failed block,
  // nothing of a customer or a cart; and the visitor's session did not change meanwhile. A page
  // rendered for a visitor with a session asked for nothing of theirs but the cart.
  const sessionState = c.get('sessionState');
  if (
    rendered.status === 200 &&
    rendered.shareable === true &&
    !sessionState.changed &&
    (sessionState.isFresh || !page.askedOwn())
  ) {
    cache.set(page.key, template);
    pageCacheHeaders(c, 'miss');
    // Its responses go in brotli from here on, this one too.
    await keepInBrotli(template, fillOf(c, cartJson));
  }
  return template;
}
