import type { Context } from 'hono';
import type { CatalogueAnswers } from '../catalogueAnswers.ts';
import { productApiBaseUrl } from '../proxy/upstream.ts';
import type { Render } from '../render.tsx';
import type { StorefrontEnv } from '../session/context.ts';
import { inSpan } from '../operations/tracing.ts';
import { notingOwnCalls } from './askProductApi.ts';
import { noncePlaceholder } from './pageDocument.ts';
import type { SharedPage } from './servePageFromCache.ts';

/** What a page is rendered from besides the request. */
export interface PageRequest {
  /** Path and query. */
  path: string;
  isCrawler: boolean;
  /** Set when the page may be shared: it is rendered from the part of the session it may depend on. */
  shared: SharedPage | undefined;
  /** The product API under the page's budget. */
  fetch: typeof fetch;
  /** The visitor's cart answer, asked for already: the render does not ask again. */
  cart: unknown;
  catalogue: CatalogueAnswers | undefined;
}

/**
 * Renders the page (the route's prefetch included), and says whether it asked the product API for
 * anything of the visitor's own.
 */
export async function renderPage(c: Context<StorefrontEnv>, render: Render, page: PageRequest) {
  const logger = c.get('logger');
  const renderFetch = notingOwnCalls(page.fetch);
  const result = await inSpan('render', () =>
    render({
      path: page.path,
      origin: c.get('publicOrigin'),
      session: page.shared ? page.shared.session : c.get('session'),
      token: c.get('sessionState').token,
      productApiFetch: renderFetch.fetch,
      productApiBaseUrl,
      isCrawler: page.isCrawler,
      // A page that may be kept is written with the placeholder, filled per response.
      nonce: page.shared ? noncePlaceholder : (c.get('secureHeadersNonce') ?? ''),
      reportFailure: (message, error) => logger.error({ err: error }, message),
      catalogue: page.catalogue,
      cart: page.cart,
    }),
  );
  return { result, askedOwn: () => renderFetch.noted.ownCall };
}
