import { hydrateRoot } from 'react-dom/client';
import { StorefrontApp } from '../app/StorefrontApp.tsx';
import type { BrandConfig } from '../brand.ts';

/** Hydrates the server-rendered storefront of a brand in the browser. */
export function hydrateStorefront(brandConfig: BrandConfig, themeClass: string) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to hydrate');
  hydrateRoot(
    container,
    <StorefrontApp
      brandConfig={brandConfig}
      themeClass={themeClass}
      language={document.documentElement.lang || 'en'}
    />,
  );
}
