import { UiProvider } from '@shop/ui';
import { useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { BrandConfig } from '../brand.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export interface StorefrontAppProps {
  brandConfig: BrandConfig;
  themeClass: string;
  language: string;
  /** The request path on the server; the browser location is used when absent. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole storefront of one brand; the same tree renders on the server and hydrates in the browser. */
export function StorefrontApp({ brandConfig, themeClass, language, ssrPath, ssrSearch }: StorefrontAppProps) {
  // Marks the document once React owns it, so tests and tooling can tell a hydrated page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <UiProvider themeClass={themeClass} language={language}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Switch>
          <Route path="/:site/">
            <HomeScreen brandConfig={brandConfig} />
          </Route>
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </Router>
    </UiProvider>
  );
}
