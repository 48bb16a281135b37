import {
  createApiClient,
  endpointList,
  findCountrySite,
  isCrawler,
  pathTemplatePattern,
} from '@shop/domain';
import { cartQueryKey } from '@shop/ui/features/data/cartQueries.ts';
import { ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { messageRoutes } from './messageRoutes.ts';
import {
  documentAssets,
  documentEnd,
  documentStart,
  renderDocument,
  safeJson,
  type ClientAssets,
} from './document.ts';
import {
  cartPlaceholder,
  documentPieces,
  documentTemplate,
  fillDocument,
  gzipDocument,
  gzipPieces,
  noncePlaceholder,
  PageCache,
  sessionPlaceholder,
  sharedPageVisitor,
  type DocumentFill,
  type DocumentTemplate,
  type PageCacheOptions,
} from './pageCache.ts';
import { productApiBaseUrl, productApiFetch, type ProductApi } from './proxy/upstream.ts';
import type { Render } from './render.tsx';
import type { StorefrontEnv } from './session/context.ts';
import { isEmptyCart } from './shareablePage.ts';
import { securityHeadersOf } from './security/securityHeaders.ts';
import { CatalogueAnswers } from './catalogueAnswers.ts';
import type { ShopState } from '../app/shopState.ts';
import { negotiateCountrySite } from './countrySiteNegotiation.ts';
import { inSpan } from './operations/tracing.ts';

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

const defaultPageBudgetMs = 3000;

/**
 * `fetch` whose calls are also aborted when the page's budget runs out. The two signals are joined
 * by listeners removed when the call settles (AbortSignal.any kept every page's signals alive
 * under load: the server's memory grew with every request).
 */
function withinBudget(fetchProductApi: typeof fetch, budget: AbortSignal): typeof fetch {
  return async (input, init) => {
    // The caller's own signal, without building a Request only to read it (the call builds one).
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const call = new AbortController();
    const stopOnRequest = () => call.abort(own?.reason);
    const stopOnBudget = () => call.abort(budget.reason);
    if (own?.aborted) stopOnRequest();
    if (budget.aborted) stopOnBudget();
    own?.addEventListener('abort', stopOnRequest, { once: true });
    budget.addEventListener('abort', stopOnBudget, { once: true });
    try {
      return await fetchProductApi(input, { ...init, signal: call.signal });
    } finally {
      own?.removeEventListener('abort', stopOnRequest);
      budget.removeEventListener('abort', stopOnBudget);
    }
  };
}

/**
 * The product API calls a page shared between visitors with a session may make: the public reads
 * (the same for everyone) and the session's cart (checked and filled per response). Any other
 * (the session's designs, its checkout) may be the visitor's own.
 */
const sharedCalls = endpointList
  .filter(
    (endpoint) =>
      endpoint.method === 'GET' && (endpoint.access === 'public' || endpoint.path === '/cart'),
  )
  .map((endpoint) => pathTemplatePattern(endpoint.path));

/** `fetch` that notes whether a call other than `sharedCalls` was made. */
function notingOwnCalls(fetchProductApi: typeof fetch) {
  const noted = { ownCall: false };
  const fetchNoting: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const path = new URL(url, productApiBaseUrl).pathname;
    if (method !== 'GET' || !sharedCalls.some((pattern) => pattern.test(path)))
      noted.ownCall = true;
    return fetchProductApi(input, init);
  };
  return { noted, fetch: fetchNoting };
}

/** The page state with the cart's answer left open (`cartPlaceholder`), filled per response. */
function withCartSlot(state: ShopState): ShopState {
  const queries = state.queries.queries.map((query) =>
    query.queryKey[0] === cartQueryKey[0]
      ? { ...query, state: { ...query.state, data: cartPlaceholder } }
      : query,
  );
  return { ...state, queries: { ...state.queries, queries } };
}

/** Node's response to write to, when the server runs on Node's HTTP/1 server. */
function nodeResponseOf(c: Context<StorefrontEnv>): ServerResponse | undefined {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * A page made from a template: gzip-compressed here when the browser takes gzip (the template's
 * parts are compressed once, see `gzipPieces`), else as UTF-8 (the parts encoded once).
 *
 * On Node the pieces are written straight to the socket, corked into one write: the parts are
 * shared by every response and nothing is joined, copied or wrapped in a web Response. The headers
 * are all known here: the security headers with this response's nonce (`securityHeadersOf`), what
 * the middleware before set (cache control, Vary, cookies) and the body's own. A client that takes
 * only deflate, a HEAD request, or a server that is not Node's gets the web Response, which the
 * compression middleware deflates.
 */
function templateResponse(
  c: Context<StorefrontEnv>,
  template: DocumentTemplate,
  fill: DocumentFill,
  status: number,
) {
  const encoding = accepts(c, {
    header: 'Accept-Encoding',
    supports: ['gzip', 'deflate'],
    default: 'identity',
  });
  const gzip = c.req.method === 'GET' && encoding === 'gzip';
  const outgoing = nodeResponseOf(c);
  const security = securityHeadersOf(c);
  if (outgoing && security && c.req.method === 'GET' && encoding !== 'deflate') {
    const { pieces, byteLength } = gzip
      ? gzipPieces(template, fill)
      : documentPieces(template, fill);
    const headers: OutgoingHttpHeaders = {};
    // Read without making the context's response (a response made here would be merged into the
    // one returned).
    const before = c.newResponse(null).headers;
    for (const [name, value] of before) if (name !== 'set-cookie') headers[name] = value;
    const cookies = before.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    for (const [name, value] of security) headers[name] = value;
    headers['content-type'] = htmlType;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = byteLength;
    outgoing.writeHead(status, headers);
    outgoing.cork();
    for (const piece of pieces) outgoing.write(piece);
    outgoing.end();
    outgoing.uncork();
    c.set('sentDirectly', true);
    return RESPONSE_ALREADY_SENT;
  }
  const type = { 'Content-Type': htmlType };
  if (!gzip) return c.body(fillDocument(template, fill), status as 200, type);
  return c.body(gzipDocument(template, fill), status as 200, {
    ...type,
    'Content-Encoding': 'gzip',
  });
}
const htmlType = 'text/html; charset=UTF-8';

const notReady = Symbol('not ready');

/** A piece of the page as it is ready, and whether the stream ended with it. */
interface Burst {
  bytes: Uint8Array;
  last: boolean;
}

/**
 * The chunks of a stream joined while they are ready without waiting: React writes a page in 4 KB
 * pieces, and each piece on its own would cost a trip through the stream, the compressor and the
 * socket. The burst the stream ends with says so, and the end of the document joins it.
 */
async function* inBursts(stream: ReadableStream<Uint8Array>): AsyncGenerator<Burst> {
  const reader = stream.getReader();
  let finished = false;
  try {
    let next = reader.read();
    for (;;) {
      const first = await next;
      if (first.done) break;
      const burst = [first.value];
      let last = false;
      for (;;) {
        next = reader.read();
        const ready = await Promise.race([next, Promise.resolve(notReady)]);
        if (ready === notReady) break;
        if (ready.done) {
          last = true;
          break;
        }
        burst.push(ready.value);
      }
      yield { bytes: burst.length === 1 ? first.value : Buffer.concat(burst), last };
      if (last) break;
    }
    finished = true;
  } finally {
    // The visitor left: React stops rendering.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * What a shared cache in front (a CDN, nginx) may do with an anonymous page: the same page the
 * page cache keeps for every visitor without a session, briefly, revalidated in the background.
 * `Vary: Cookie` keeps it from anyone who has a session.
 */
const sharedPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Says whether the page came from the page cache, and lets shared caches keep anonymous ones. */
function pageCacheHeaders(c: Context, result: 'hit' | 'miss', { shared }: { shared: boolean }) {
  c.header('X-Page-Cache', result);
  if (shared) c.header('Cache-Control', sharedPageCacheControl);
}

/** Server-rendered pages: every path that is not an API route or a static asset. */
export function pageRoutes(
  brandConfig: BrandConfig,
  environment: PageEnvironment & { productApi: ProductApi },
) {
  const pages = new Hono<StorefrontEnv>();
  const fetchProductApi = productApiFetch(environment.productApi);
  const assetsOf = documentAssets(environment.assets);
  const cache =
    environment.pageCache === false ? undefined : new PageCache(environment.pageCache ?? {});
  // The catalogue's answers live as long as a cached page, on the same clock, and not at all
  // without the page cache (development).
  const catalogue =
    environment.pageCache === false
      ? undefined
      : new CatalogueAnswers({
          ttlMs: environment.pageCache?.ttlMs,
          now: environment.pageCache?.now,
        });

  // A page carries the visitor's session (their e-mail in the state, often a Set-Cookie): no
  // shared cache may keep it, and the browser revalidates it. Message files are shared: not these.
  // Set before the handler makes its body (compression varies it too): a header added to a made
  // response makes Hono rebuild it.
  const privatePage: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Accept-Encoding');
    await next();
  };

  pages.get('/', privatePage, (c) => {
    const site = negotiateCountrySite(brandConfig, c) ?? defaultCountrySiteOf(brandConfig);
    return c.redirect(site.pathPrefix, 302);
  });

  pages.route('/', messageRoutes(environment.render.messageFile));

  pages.get('*', privatePage, async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    const crawler = isCrawler(c.req.header('user-agent'));
    const sessionState = c.get('sessionState');
    // A visitor who is not logged in may share pages with others of the same kind and consent
    // answer: the page is rendered from no more of their session than that (see the README's
    // "Page cache").
    const shared = cache
      ? sharedPageVisitor(c.get('session'), {
          fresh: sessionState.isFresh,
          loggedIn: sessionState.isLoggedIn || sessionState.token !== undefined,
        })
      : undefined;
    let cacheKey =
      shared &&
      cache?.keyOf({
        brand: brandConfig.id,
        origin: c.get('publicOrigin'),
        path,
        isCrawler: crawler,
        visitor: shared.variant,
      });

    // A visitor without a session has no cart to ask for: a kept page is theirs as it is.
    if (cacheKey !== undefined && sessionState.isFresh) {
      const cached = cache?.get(cacheKey);
      if (cached) {
        await c.get('commitSession')();
        pageCacheHeaders(c, 'hit', { shared: true });
        return templateResponse(
          c,
          cached,
          { nonce: c.get('secureHeadersNonce') ?? '', sessionJson: safeJson(c.get('session')) },
          200,
        );
      }
    }

    const budget = new AbortController();
    const timer = setTimeout(
      () => budget.abort(new Error('The page’s time for the product API is up')),
      environment.pageBudgetMs ?? defaultPageBudgetMs,
    );
    const productApiFetch = withinBudget(fetchProductApi, budget.signal);
    // A visitor with a session may have something in their cart: their own cart, asked first,
    // decides whether a shared page (made with an empty cart) is theirs, and fills it in.
    let cartJson: string | undefined;
    let cart: unknown;
    if (cacheKey !== undefined && !sessionState.isFresh) {
      const prefix = path.split(/[/?#]/)[1] ?? '';
      cart = await createApiClient({
        mode: 'direct',
        baseUrl: productApiBaseUrl,
        fetch: productApiFetch,
        sessionId: c.get('session').fotiApiClient,
        language: (findCountrySite(prefix, brandConfig.id) ?? defaultCountrySiteOf(brandConfig))
          .language,
      })
        .call('cart.get')
        .catch(() => undefined);
      if (cart !== undefined && isEmptyCart(cart)) cartJson = safeJson(cart);
      else cacheKey = undefined;
    }
    const fill = () => ({
      nonce: c.get('secureHeadersNonce') ?? '',
      sessionJson: safeJson(c.get('session')),
      ...(cartJson === undefined ? {} : { cartJson }),
    });
    const cached = cacheKey === undefined ? undefined : cache?.get(cacheKey);
    if (cached) {
      clearTimeout(timer);
      await c.get('commitSession')();
      pageCacheHeaders(c, 'hit', { shared: false });
      return templateResponse(c, cached, fill(), 200);
    }

    const logger = c.get('logger');
    const nonce = c.get('secureHeadersNonce') ?? '';
    const renderFetch = notingOwnCalls(productApiFetch);
    const result = await inSpan('render', () =>
      environment.render({
        path,
        origin: c.get('publicOrigin'),
        // A page that may be shared is rendered from the part of the session it may depend on.
        session: cacheKey !== undefined && shared ? shared.session : c.get('session'),
        token: sessionState.token,
        productApiFetch: renderFetch.fetch,
        productApiBaseUrl,
        isCrawler: crawler,
        // A page that may be kept is written with the placeholder, filled per response.
        nonce: cacheKey === undefined ? nonce : noncePlaceholder,
        reportFailure: (message, error) => logger.error({ err: error }, message),
        catalogue,
        // Asked for already: the render does not ask again.
        cart,
      }),
    ).finally(() => clearTimeout(timer));
    await c.get('commitSession')();
    if (result.kind === 'redirect') return c.redirect(result.location, 302);
    const assets = assetsOf(result.route);
    const stateOf = () => (typeof result.state === 'function' ? result.state() : result.state);

    if (cacheKey !== undefined) {
      // The whole document is made with placeholders for the nonce, the session and (for a
      // visitor with a session) the cart, kept when it is nobody's in particular, and filled for
      // this response.
      const body =
        typeof result.html === 'string' ? result.html : await new Response(result.html).text();
      const state = { ...stateOf(), session: sessionPlaceholder } as unknown as ShopState;
      const template = documentTemplate(
        renderDocument({
          head: result.head,
          body,
          assets,
          state: cartJson === undefined ? state : withCartSlot(state),
          nonce: noncePlaceholder,
        }),
      );
      // Only a complete page of nobody's in particular is kept: no error page, no failed block,
      // nothing of a customer or a cart; and the visitor's session did not change meanwhile. A page
      // rendered for a visitor with a session asked for nothing of theirs but the cart.
      if (
        result.status === 200 &&
        result.shareable === true &&
        !sessionState.changed &&
        (sessionState.isFresh || !renderFetch.noted.ownCall)
      ) {
        cache?.set(cacheKey, template);
        pageCacheHeaders(c, 'miss', { shared: sessionState.isFresh });
      }
      return templateResponse(c, template, fill(), result.status);
    }

    // Every other visitor's page streams: the head with the shell React has rendered, then the
    // rest as it renders, then the page's state (what the render left in the query cache).
    const { head, html } = result;
    const encoder = new TextEncoder();
    const end = () => encoder.encode(documentEnd({ state: stateOf(), nonce }));
    async function* documentChunks() {
      const start = encoder.encode(documentStart({ head, assets, nonce }));
      if (typeof html === 'string') {
        yield Buffer.concat([start, encoder.encode(html), end()]);
        return;
      }
      // The head leaves with the shell, in one piece; when React has written the whole page by
      // then (nothing suspended), the page state goes with it: one write to the socket.
      let first: Uint8Array | undefined = start;
      for await (const { bytes, last } of inBursts(html)) {
        const pieces = [...(first ? [first] : []), bytes, ...(last ? [end()] : [])];
        yield pieces.length === 1 ? bytes : Buffer.concat(pieces);
        first = undefined;
        if (last) return;
      }
      yield first ? Buffer.concat([first, end()]) : end();
    }
    const chunks = documentChunks();
    const document = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      // The visitor left: React stops rendering.
      cancel: async () => void (await chunks.return(undefined)),
    });
    return c.body(document, result.status as 200, {
      'Content-Type': 'text/html; charset=UTF-8',
    });
  });

  return pages;
}
