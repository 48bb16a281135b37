import { createApiClient, findCountrySite, matchRoute } from '@shop/domain';
import { addMessages } from '@shop/ui/features/i18n/i18nFor.ts';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ShownResolution } from '../app/pageResolution.ts';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';
import { loadRouteModule } from '../app/routeModules.ts';
import { shopStateElementId, type ShopState } from '../app/shopState.ts';
import { StorefrontApp } from '../app/StorefrontApp.tsx';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { rememberCrawlerVisit } from '../app/crawlerVisit.ts';
import { installErrorReporting, reportError } from '../app/errorReporting.ts';
import { preloadLinkedScreens } from './linkPreloading.ts';

function readShopState(): ShopState {
  const element = document.getElementById(shopStateElementId);
  if (!element?.textContent) throw new Error('The page carries no storefront state');
  return JSON.parse(element.textContent) as ShopState;
}

/**
 * The page's policy forbids eval: zod in the browser parses without compiling code, and without
 * the probe for it that the browser reports as a policy violation. This is `z.config({ jitless })`
 * written to the config object every copy of zod shares, so the entry carries no zod: the forms
 * that use it load later. The server keeps zod's compiled parsers.
 */
function parseWithoutEval() {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}

/**
 * Hydrates the server-rendered storefront of a brand in the browser, with the brand's theme class
 * (`@shop/ui/design-system/theme/brandTheme/<id>.css.ts`: the site's styles hold no other brand's).
 */
export async function hydrateStorefront(brandConfig: BrandConfig, themeClass: string) {
  parseWithoutEval();
  const state = readShopState();
  rememberCrawlerVisit(state.crawler === true);
  installErrorReporting();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to hydrate');
  // The page's messages came with it: hydration renders them without a request.
  addMessages(state.messages.language, state.messages.bundles);
  const path = `${window.location.pathname}${window.location.search}`;
  const countrySite =
    findCountrySite(window.location.pathname.split('/')[1] ?? '', brandConfig.id) ??
    defaultCountrySiteOf(brandConfig);
  // The browser reaches the product API only through the storefront's proxy.
  const apiClient = createApiClient({ mode: 'proxy', language: countrySite.locale });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: queryStaleTimeMs } },
  });
  // Start from what the server decided (its guards already ran): nothing is fetched before hydrating.
  const match = matchRoute(path, brandConfig.id);
  const initialResolution: ShownResolution =
    state.outcome.kind === 'error'
      ? state.outcome
      : match.ok
        ? { kind: 'page', match, effects: state.outcome.effects }
        : { kind: 'error', status: match.status, message: match.message };
  // The current page's screen must be in memory before React hydrates it.
  if (initialResolution.kind === 'page') await loadRouteModule(initialResolution.match.route.name);
  // Hydrating in a transition lets React yield to the browser every few milliseconds: hydrating
  // the page is not one long task that blocks the main thread (total blocking time).
  startTransition(() => {
    hydrateRoot(
      container,
      <StorefrontApp
        brandConfig={brandConfig}
        themeClass={themeClass}
        countrySite={countrySite}
        session={state.session}
        queryClient={queryClient}
        apiClient={apiClient}
        dehydratedState={state.queries}
        initialResolution={initialResolution}
        origin={window.location.origin}
      />,
      { onRecoverableError: (error) => reportError(error) },
    );
  });
  // Other pages' screens load when a link to them is hovered or comes into view.
  preloadLinkedScreens(container, brandConfig.id);
}
