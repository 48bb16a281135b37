import {
  findCountrySite,
  hrefOf,
  type CountrySite,
  type RouteName,
  type SessionCustomer,
} from '@shop/domain';
import { ErrorPage } from '@shop/ui/features/fragments/ErrorPage/ErrorPage.tsx';
import { RelatedContent } from '@shop/ui/features/fragments/RelatedContent/RelatedContent.tsx';
import { useApiClient } from '@shop/ui/features/data/ApiClientProvider.tsx';
import { relatedContentQuery } from '@shop/ui/features/data/relatedContentQuery.ts';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { isCrawlerVisit } from './crawlerVisit.ts';
import { cartCountQuery } from './cartCount.ts';
import { loadCartSummary } from './cartSummary.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PageFrame } from './PageFrame.tsx';
import { pageKeyOf } from './pageKey.ts';
import { loadRouteMessages } from './pageMessages.ts';
import { resolvePage, type ShownResolution } from './pageResolution.ts';
import { loadedRouteModule } from './routeModules.ts';
import { pageHead } from './pageHead.ts';
import { useSession } from './SessionContext.tsx';

export interface PageViewProps {
  brandConfig: BrandConfig;
  initialResolution: ShownResolution;
  origin: string;
}

/**
 * The resolution of the current path: the server's for the first render, then the same route
 * match and guards run in the browser on every navigation (a redirect replaces the location).
 */
function useResolution(
  brandConfig: BrandConfig,
  initialResolution: ShownResolution,
  {
    path,
    customer,
    navigate,
  }: {
    path: string;
    customer: SessionCustomer | null;
    navigate: ReturnType<typeof useLocation>[1];
  },
): ShownResolution {
  const client = useApiClient();
  const [resolved, setResolved] = useState<{ path: string; resolution: ShownResolution }>({
    path,
    resolution: initialResolution,
  });
  useEffect(() => {
    if (resolved.path === path) return;
    let current = true;
    void resolvePage(brandConfig, {
      path,
      customer,
      isCrawler: isCrawlerVisit(),
      loadCart: () => loadCartSummary(client, customer),
      loadMessages: loadRouteMessages,
    }).then((resolution) => {
      if (!current) return;
      if (resolution.kind === 'redirect') navigate(resolution.location, { replace: true });
      else setResolved({ path, resolution });
    });
    return () => {
      current = false;
    };
  }, [brandConfig, client, customer, navigate, path, resolved.path]);
  return resolved.resolution;
}

/** The document's title follows the page shown, as pageHead writes it on the server. */
function useDocumentTitle(
  brandConfig: BrandConfig,
  resolution: ShownResolution,
  countrySite: CountrySite,
  customer: SessionCustomer | null,
) {
  const client = useApiClient();
  const { i18n } = useTranslation('shop');
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page's own title (a CMS page's) comes with its reads: set again as the cache fills.
    const setTitle = () => {
      const own =
        resolution.kind === 'page'
          ? loadedRouteModule(resolution.match.route.name)?.headOf(resolution.match, customer, {
              client,
              queryClient,
            })
          : undefined;
      const { title } = pageHead(
        brandConfig,
        resolution,
        countrySite,
        window.location.origin,
        i18n.t,
        own,
      );
      if (document.title !== title) document.title = title;
    };
    setTitle();
    return queryClient.getQueryCache().subscribe(setTitle);
  }, [brandConfig, client, countrySite, customer, i18n, queryClient, resolution]);
}

/**
 * Shows the page of the current location. The first render uses what the server resolved; every
 * later navigation runs the same route match and guards in the browser.
 */
export function PageView({ brandConfig, initialResolution, origin }: PageViewProps) {
  const { session } = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const path = search ? `${location}?${search}` : location;
  const client = useApiClient();
  const customer = session?.customer ?? null;
  const resolution = useResolution(brandConfig, initialResolution, { path, customer, navigate });
  const countrySite =
    resolution.kind === 'page'
      ? resolution.match.countrySite
      : (findCountrySite(location.split('/')[1] ?? '', brandConfig.id) ??
        defaultCountrySiteOf(brandConfig));
  const cartCount =
    useQuery({ ...cartCountQuery(client), enabled: resolution.kind === 'page' }).data ?? 0;
  // What the shop places on the 404 screen; the server prefetched it (left out if it failed).
  const errorPageContent = useQuery({
    ...relatedContentQuery(client, 'ERROR_PAGE'),
    enabled: resolution.kind === 'error' && resolution.status === 404,
  });

  useDocumentTitle(brandConfig, resolution, countrySite, customer);

  const layout =
    resolution.kind === 'page'
      ? (resolution.effects.layout ?? resolution.match.route.layout)
      : 'master';
  const body =
    resolution.kind === 'page' ? (
      loadedRouteModule(resolution.match.route.name)?.render(resolution.match, {
        customer,
        origin,
        navigate,
      })
    ) : (
      <ErrorPage
        status={resolution.status}
        refusal={resolution.refusal}
        homeHref={hrefOf(countrySite, 'home')}
        contactHref={hrefOf(countrySite, 'contact')}
        relatedContent={
          resolution.status === 404 ? (
            <RelatedContent placement="ERROR_PAGE" read={errorPageContent} site={countrySite} />
          ) : undefined
        }
        onLeave={(href) => navigate(href)}
        // pageHead titles error resolutions too, on the server and on client navigation.
        withDocumentTitle={false}
      />
    );
  return (
    <PageFrame
      brandConfig={brandConfig}
      layout={layout}
      countrySite={countrySite}
      customer={customer}
      cartCount={cartCount}
      path={location}
      routeName={
        resolution.kind === 'page' ? (resolution.match.route.name as RouteName) : undefined
      }
    >
      <PageErrorBoundary key={pageKeyOf(resolution, path)} countrySite={countrySite}>
        {body}
      </PageErrorBoundary>
    </PageFrame>
  );
}
