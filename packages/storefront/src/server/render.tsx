import {
  createApiClient,
  findCountrySite,
  pageNotFoundMessage,
  routes,
  type Session,
} from '@shop/domain';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { generalNamespaces, type MessageBundles } from '@shop/ui/features/i18n/locales.ts';
import { i18nFor } from '@shop/ui/features/i18n/i18nFor.ts';
// The server reads every language's message files; a page carries only its own.
import { messageBundles } from '@shop/ui/features/i18n/allMessages.ts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { i18n } from 'i18next';
import { renderToReadableStream } from 'react-dom/server';
import { StorefrontApp } from '../app/StorefrontApp.tsx';
import type { PageReads } from '../app/defineRoute.tsx';
import { cartCountQuery } from '../app/cartCount.ts';
import { dehydratedForPage } from '../app/dehydratedState.ts';
import { loadCartSummary } from '../app/cartSummary.ts';
import { pageHead, preloadsOf, type PageHead } from '../app/pageHead.ts';
import { resolvePage, type ShownResolution } from '../app/pageResolution.ts';
import { pageNamespaces } from '../app/pageMessages.ts';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';
import { loadedRouteModule } from '../app/routeModules.ts';
import type { ShopState } from '../app/shopState.ts';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { readingThrough, type CatalogueAnswers } from './catalogueAnswers.ts';
import { holdsNothingPersonal } from './shareablePage.ts';

export interface RenderRequest {
  /** Path with query, e.g. `/es-es/search?query=mug`. */
  path: string;
  /** `https://shop.example`, for canonical and hreflang links. */
  origin: string;
  session: Session;
  /** The logged-in customer's product API token, kept in the sealed session. */
  token?: string;
  /** `fetch` that reaches the product API (in-process when it is the embedded mock). */
  productApiFetch: typeof fetch;
  productApiBaseUrl: string;
  isCrawler: boolean;
  /** The response's Content-Security-Policy nonce, for any inline script React writes. */
  nonce?: string;
  /** Where a failed product API call or render of the page is reported (the server's logger). */
  reportFailure?: (message: string, error: unknown) => void;
  /** The process's catalogue answers, shared by every page (see `CatalogueAnswers`). */
  catalogue?: CatalogueAnswers;
  /** The session's cart answer (`cart.get`), when the request has asked for it already. */
  cart?: unknown;
}

/** The message of the 500 screen's outcome when a page fails to render on the server. */
const renderFailedMessage = 'Internal server error';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** Decided before the body: the page's shell has rendered (or failed: 500). */
      status: number;
      /**
       * The page's body: React's HTML as it is written (its shell rendered already; for a crawler
       * rendered whole), or the whole of it as a string.
       */
      html: ReadableStream<Uint8Array> | string;
      head: PageHead;
      /** The page's state, read once the body is written (what the render left in the query cache). */
      state: ShopState | (() => ShopState);
      /** The route whose screen the page shows, for its chunk and styles. */
      route?: string;
      /**
       * Nothing in the page is the visitor's: rendered without a customer, with an empty cart and
       * with every product API answer it needed. Only such a page may be served to other anonymous
       * visitors from the server's micro-cache (the session in `state` is filled per response).
       */
      shareable?: boolean;
    };

/** A message file's namespaces: every page's (`route` null) or those a route renders beyond them. */
export type MessageFile = (locale: string, route: string | null) => Promise<MessageBundles | null>;

export type Render = ((request: RenderRequest) => Promise<RenderResult>) & {
  messageFile: MessageFile;
};

/** What a site renders its brand's pages with besides the brand's definition. */
export interface SiteLook {
  /** The brand's theme class (`@shop/ui/design-system/theme/brandTheme/<id>.css.ts`). */
  themeClass: string;
  /** The brand's above-the-fold font files (`fontPreloads` of its folder's `fonts.ts`). */
  fontPreloads?: readonly string[];
}

/** The SSR entry of a site: resolves, prefetches and renders one request of this brand. */
export function createRenderer(brandConfig: BrandConfig, look: SiteLook): Render {
  // The bundles are in memory here; a message file is a promise so it may come from elsewhere.
  const bundlesOf = (locale: string, routeName: string | null): MessageBundles | null => {
    const site = findCountrySite(locale, brandConfig.id);
    if (!site) return null;
    if (routeName === null) return messageBundles(site.language, generalNamespaces);
    const route = routes.find((candidate) => candidate.name === routeName);
    if (!route) return null;
    const general: readonly string[] = generalNamespaces;
    return messageBundles(
      site.language,
      route.namespaces.filter((namespace) => !general.includes(namespace)),
    );
  };
  const messageFile: MessageFile = (locale, routeName) =>
    Promise.resolve(bundlesOf(locale, routeName));
  return Object.assign(renderPage(brandConfig, look), { messageFile });
}

/**
 * The head's texts of a language, each learnt once: the same route's title and description are
 * asked for on every page (with a default value, which i18next does not resolve quickly).
 */
const headTexts = new Map<string, i18n['t']>();
function headTextsOf(language: string): i18n['t'] {
  const known = headTexts.get(language);
  if (known) return known;
  const { t } = i18nFor(language);
  const texts = new Map<string, string>();
  const remembering = (key: string, options?: { defaultValue?: string }) => {
    const id = `${key}\n${options?.defaultValue ?? ''}`;
    const text = texts.get(id);
    if (text !== undefined) return text;
    const translated = options === undefined ? t(key) : t(key, options);
    texts.set(id, translated);
    return translated;
  };
  const translate = remembering as unknown as i18n['t'];
  headTexts.set(language, translate);
  return translate;
}

/** The page's product API client: the catalogue's shared answers read through, the cart asked already. */
function pageApiClient(request: RenderRequest, language: string) {
  return readingThrough(
    createApiClient({
      mode: 'direct',
      baseUrl: request.productApiBaseUrl,
      fetch: request.productApiFetch,
      sessionId: request.session.fotiApiClient,
      language,
      token: request.token,
    }),
    {
      catalogue: request.catalogue,
      language,
      cart: request.cart,
      keeps: request.token === undefined,
    },
  );
}

/**
 * Prefetches what the page reads, and decides what it shows: a failed read is not fatal (the
 * screen shows its own error state for that block), but the page's own subject decides its
 * status: missing, the page is the 404 error screen; not loaded, the page answers 503.
 */
async function prefetchPage(
  resolution: ShownResolution,
  reads: PageReads,
  request: RenderRequest,
): Promise<{ status: number; shown: ShownResolution }> {
  if (resolution.kind !== 'page') return { status: resolution.status, shown: resolution };
  const { match, effects } = resolution;
  const customer = request.session.customer ?? null;
  const module = loadedRouteModule(match.route.name);
  // Routes rendered only in the browser (the constructor) send their loading state and fetch
  // there; the server still reads what their URL names, so a missing one answers 404.
  const rendersOnServer = effects.ssr ?? match.route.ssr;
  await Promise.allSettled([
    reads.queryClient.prefetchQuery(cartCountQuery(reads.client)),
    rendersOnServer
      ? module?.prefetch(match, customer, reads)
      : module?.prefetchSubject(match, customer, reads),
  ]);
  // What the URL names does not exist: the page is the 404 error screen, with its status and
  // title, and the browser starts from it rather than fetching the missing thing again.
  if (module?.isNotFound(match, customer, reads))
    return { status: 404, shown: { kind: 'error', status: 404, message: pageNotFoundMessage } };
  // What the URL names could not be loaded (the product API failed or ran out of time): the
  // screen shows its error state, and the status says the page is not there for now.
  if (module?.isSubjectUnavailable(match, customer, reads))
    return { status: 503, shown: resolution };
  return { status: 200, shown: resolution };
}

/** Reports every read of the page that failed. */
function reportFailedReads(queryClient: QueryClient, request: RenderRequest) {
  for (const query of queryClient.getQueryCache().findAll({ type: 'all' })) {
    if (query.state.status === 'error')
      request.reportFailure?.(
        `Prefetch ${JSON.stringify(query.queryKey)} failed`,
        query.state.error,
      );
  }
}

/**
 * Renders the app as a stream. The status is decided before anything is sent: the shell has
 * rendered, or it failed and the page is the 500 error screen (its own failure is the server's
 * plain 500).
 */
async function renderApp(
  app: (shown: ShownResolution) => ReactElement,
  page: { status: number; shown: ShownResolution },
  request: RenderRequest,
) {
  const renderOptions = {
    ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
    // Every render error: the shell's (answered with the 500 screen below) and a Suspense
    // boundary's (the browser renders that part again).
    onError: (error: unknown) => {
      request.reportFailure?.('The page failed to render on the server', error);
    },
  };
  try {
    return { ...page, html: await renderToReadableStream(app(page.shown), renderOptions) };
  } catch {
    const shown: ShownResolution = { kind: 'error', status: 500, message: renderFailedMessage };
    return { status: 500, shown, html: await renderToReadableStream(app(shown), renderOptions) };
  }
}

/** A route's preloads (the theme's fonts, its above-the-fold images): they never change, once per route. */
function routePreloads(fontPreloads: readonly string[]) {
  const preloadsByRoute = new Map<string | undefined, PageHead['preloads']>();
  return (routeName: string | undefined) => {
    const known = preloadsByRoute.get(routeName);
    if (known) return known;
    const module = routeName === undefined ? undefined : loadedRouteModule(routeName);
    const preloads = preloadsOf(fontPreloads, module?.preloadImages);
    if (routeName === undefined || module) preloadsByRoute.set(routeName, preloads);
    return preloads;
  };
}

function renderPage(brandConfig: BrandConfig, { themeClass, fontPreloads = [] }: SiteLook) {
  const preloadsOfRoute = routePreloads(fontPreloads);
  return async (request: RenderRequest): Promise<RenderResult> => {
    const prefix = request.path.split(/[/?#]/)[1] ?? '';
    const siteOfPath = findCountrySite(prefix, brandConfig.id) ?? defaultCountrySiteOf(brandConfig);
    const apiClient = pageApiClient(request, siteOfPath.locale);
    const customer = request.session.customer ?? null;
    const resolution = await resolvePage(brandConfig, {
      path: request.path,
      customer,
      isCrawler: request.isCrawler,
      loadCart: () => loadCartSummary(apiClient, customer),
      onCartUnavailable: (error) =>
        request.reportFailure?.('The cart for the page’s guards failed to load', error),
    });
    if (resolution.kind === 'redirect') return { kind: 'redirect', location: resolution.location };

    const countrySite = resolution.kind === 'page' ? resolution.match.countrySite : siteOfPath;
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: queryStaleTimeMs } },
    });
    const reads = { client: apiClient, queryClient };
    const prefetched = await prefetchPage(resolution, reads, request);
    // Every 404 screen shows what the shop places there (ERROR_PAGE), in the HTML; when the call
    // fails the screen goes without it.
    if (prefetched.status === 404)
      await queryClient.prefetchQuery(catalogueQueries.relatedContent(apiClient, 'ERROR_PAGE'));
    reportFailedReads(queryClient, request);
    const app = (shown: ShownResolution) => (
      <StorefrontApp
        brandConfig={brandConfig}
        themeClass={themeClass}
        countrySite={countrySite}
        session={request.session}
        queryClient={queryClient}
        apiClient={apiClient}
        initialResolution={shown}
        origin={request.origin}
        ssrPath={request.path.split('?')[0]}
        ssrSearch={request.path.split('?')[1] ?? ''}
      />
    );
    const { status, shown, html } = await renderApp(app, prefetched, request);
    // Crawlers get the complete document, Suspense boundaries included, in one piece.
    if (request.isCrawler) await html.allReady;
    const route = shown.kind === 'page' ? shown.match.route.name : undefined;
    const head: PageHead = {
      ...pageHead(
        brandConfig,
        shown,
        countrySite,
        request.origin,
        headTextsOf(countrySite.language),
        shown.kind === 'page'
          ? loadedRouteModule(shown.match.route.name)?.headOf(shown.match, customer, reads)
          : undefined,
      ),
      preloads: preloadsOfRoute(route),
    };
    const state = (): ShopState => ({
      session: request.session,
      messages: {
        language: countrySite.language,
        bundles: messageBundles(
          countrySite.language,
          pageNamespaces(shown.kind === 'page' ? shown.match.route.namespaces : []),
        ),
      },
      queries: dehydratedForPage(dehydrate(queryClient), countrySite.currency),
      outcome: shown.kind === 'page' ? { kind: 'page', effects: shown.effects } : shown,
      ...(request.isCrawler ? { crawler: true as const } : {}),
    });
    const shareable = status === 200 && customer === null && holdsNothingPersonal(queryClient);
    return { kind: 'page', status, html, head, state, route, shareable };
  };
}
