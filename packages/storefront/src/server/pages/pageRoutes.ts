import { isCrawler } from '@shop/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { defaultCountrySiteOf, type BrandConfig } from '../../brand.ts';
import { CatalogueAnswers } from '../catalogueAnswers.ts';
import { negotiateCountrySite } from '../countrySiteNegotiation.ts';
import { messageRoutes } from '../messageRoutes.ts';
import type { Render } from '../render.tsx';
import type { StorefrontEnv } from '../session/context.ts';
import {
  askVisitorCart,
  defaultPageBudgetMs,
  pageBudget,
  subjectRetryAfterSeconds,
  type VisitorCart,
} from './askProductApi.ts';
import { PageCache, type PageCacheOptions } from './pageCache.ts';
import { documentAssets, type ClientAssets } from './pageDocument.ts';
import { renderPage } from './renderPage.ts';
import { sendTemplate } from './sendTemplate.ts';
import { fillOf, keepPage, serveKeptPage, sharedPageOf } from './servePageFromCache.ts';
import { streamPage } from './streamPage.ts';

export interface PageEnvironment {
  /** The brand's SSR entry (from the site's server build). */
  render: Render;
  /** Script and style URLs of the client build. */
  assets: ClientAssets;
  /**
   * How long a page may wait for the product API, all calls together: then it renders what it
   * has (blocks that failed show their error state). Default `defaultPageBudgetMs`.
   */
  pageBudgetMs?: number;
  /**
   * The micro-cache of pages nobody in particular sees (see the README's "Page cache"): its
   * lifetime, size and clock, or false for none (development, where the code changes under it).
   */
  pageCache?: PageCacheOptions | false;
}

// A page carries the visitor's session (their e-mail in the state, often a Set-Cookie): no
// shared cache may keep it, and the browser revalidates it. Message files are shared: not these.
// Set before the handler makes its body (compression varies it too): a header added to a made
// response makes Hono rebuild it.
const privatePage: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie, Accept-Encoding');
  await next();
};

/**
 * Server-rendered pages: every path that is not an API route or a static asset. A page is served
 * from the page cache when it may be, else its product API reads are prefetched under the page's
 * budget and it is rendered, then sent whole (a page that may be kept) or streamed.
 */
export function pageRoutes(
  brandConfig: BrandConfig,
  environment: PageEnvironment & { fetchProductApi: typeof fetch },
) {
  const pages = new Hono<StorefrontEnv>();
  const assetsOf = documentAssets(environment.assets);
  const budgetMs = environment.pageBudgetMs ?? defaultPageBudgetMs;
  const caching = environment.pageCache;
  const cache = caching === false ? undefined : new PageCache(caching ?? {});
  // The catalogue's answers live as long as a cached page, on the same clock, and not at all
  // without the page cache (development).
  const catalogue =
    caching === false
      ? undefined
      : new CatalogueAnswers({ ttlMs: caching?.ttlMs, now: caching?.now });

  pages.get('/', privatePage, (c) => {
    const site = negotiateCountrySite(brandConfig, c) ?? defaultCountrySiteOf(brandConfig);
    return c.redirect(site.pathPrefix, 302);
  });

  pages.route('/', messageRoutes(environment.render.messageFile));

  pages.get('*', privatePage, async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    const crawler = isCrawler(c.req.header('user-agent'));
    const { isFresh } = c.get('sessionState');
    let shared =
      cache && sharedPageOf(c, cache, { brand: brandConfig.id, path, isCrawler: crawler });
    // A visitor without a session has no cart to ask for: a kept page is theirs as it is.
    const keptForVisitor = shared && isFresh ? cache?.get(shared.key) : undefined;
    if (keptForVisitor) return serveKeptPage(c, keptForVisitor);

    const budget = pageBudget(environment.fetchProductApi, budgetMs, c.req.raw.signal);
    let streaming = false;
    try {
      let visitorCart: VisitorCart | undefined;
      if (shared && !isFresh) {
        const sessionId = c.get('session').fotiApiClient;
        visitorCart = await askVisitorCart(brandConfig, { path, sessionId, fetch: budget.fetch });
        const kept = visitorCart.emptyCartJson === undefined ? undefined : cache?.get(shared.key);
        if (visitorCart.emptyCartJson === undefined) shared = undefined;
        if (kept) return await serveKeptPage(c, kept, visitorCart.emptyCartJson);
      }
      const { result, askedOwn } = await renderPage(c, environment.render, {
        path,
        isCrawler: crawler,
        shared,
        fetch: budget.fetch,
        cart: visitorCart?.cart,
        catalogue,
      });
      await c.get('commitSession')();
      if (result.kind === 'redirect') return c.redirect(result.location, 302);
      // The page's own subject could not be loaded: it is there again soon, ask then.
      if (result.status === 503) c.header('Retry-After', String(subjectRetryAfterSeconds));
      const assets = assetsOf(result.route);
      if (!shared || !cache) {
        streaming = true;
        return streamPage(c, result, assets, () => budget.end());
      }
      const cartJson = visitorCart?.emptyCartJson;
      const template = await keepPage(c, cache, {
        key: shared.key,
        rendered: result,
        assets,
        cartJson,
        askedOwn,
      });
      return sendTemplate(c, template, fillOf(c, cartJson), result.status);
    } finally {
      // A streamed page asks the product API until its last byte: the stream ends its budget.
      if (!streaming) budget.end();
    }
  });

  return pages;
}
