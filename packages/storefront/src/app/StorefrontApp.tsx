import type { ApiClient, CountrySite, Session } from '@shop/domain';
import { ApiClientProvider } from '@shop/ui/features/data/ApiClientProvider.tsx';
import { CountrySiteProvider } from '@shop/ui/features/data/CountrySiteContext.tsx';
import { ToastProvider } from '@shop/ui/design-system/primitives/Toast/Toast.tsx';
import { UiProvider } from '@shop/ui/features/i18n/UiProvider.tsx';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import type { BrandConfig } from '../brand.ts';
import type { ShownResolution } from './pageResolution.ts';
import { PageView } from './PageView.tsx';
import { RouterLink } from './RouterLink.tsx';
import { SessionProvider } from './SessionContext.tsx';
import { ShopRuntime } from './ShopRuntime.tsx';

export interface StorefrontAppProps {
  brandConfig: BrandConfig;
  themeClass: string;
  countrySite: CountrySite;
  session: Session;
  queryClient: QueryClient;
  apiClient: ApiClient;
  dehydratedState?: DehydratedState;
  /** The page the server resolved; the browser resolves again on every navigation. */
  initialResolution: ShownResolution;
  /** The shop's origin, for absolute links (the request's on the server). */
  origin: string;
  /** The request path on the server; the browser location is used when absent. */
  ssrPath?: string;
  ssrSearch?: string;
}

/**
 * One notification viewport for every page, whatever its layout; the notifications of a page
 * ("added to your cart") are dismissed when the customer goes to another one.
 */
function PageToasts({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ToastProvider page={location}>{children}</ToastProvider>;
}

/** The whole storefront of one brand: the same tree renders on the server and hydrates in the browser. */
export function StorefrontApp(props: StorefrontAppProps) {
  const {
    brandConfig,
    themeClass,
    countrySite,
    queryClient,
    apiClient,
    dehydratedState,
    ssrPath,
    ssrSearch,
  } = props;
  // Marks the document once React owns it, so tests and tooling can tell a hydrated page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <UiProvider themeClass={themeClass} language={countrySite.language} linkComponent={RouterLink}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          <ApiClientProvider client={apiClient}>
            <CountrySiteProvider countrySite={countrySite}>
              <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
                <SessionProvider initial={props.session}>
                  <PageToasts>
                    <PageView
                      brandConfig={brandConfig}
                      initialResolution={props.initialResolution}
                      origin={props.origin}
                    />
                    <ShopRuntime />
                  </PageToasts>
                </SessionProvider>
              </Router>
            </CountrySiteProvider>
          </ApiClientProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </UiProvider>
  );
}
