import type { ReactNode } from 'react';
import type { Brand } from '../../../design-system/theme/brands.ts';
import * as layout from '../shared/layout.css.ts';
import { Copyright, HomeLogoLink, SkipLink } from '../shared/LayoutParts.tsx';
import { mainContentId } from '../shared/layoutTypes.ts';

export interface FullPageLayoutProps {
  brand: Brand;
  homeHref: string;
  children: ReactNode;
  copyrightYear?: number;
}

/**
 * A page that fills the window with one task centred in it (log-in, password reset, order
 * completed): the logo on top, the content in the middle, a one-line footer.
 */
export function FullPageLayout({ brand, homeHref, children, copyrightYear }: FullPageLayoutProps) {
  return (
    <div className={`${layout.root} ${layout.fillViewport}`}>
      <SkipLink />
      <header className={layout.inner}>
        <div className={layout.headerRow}>
          <HomeLogoLink brand={brand} href={homeHref} />
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className={layout.mainCentred}>
        {children}
      </main>
      <footer className={layout.slimFooter}>
        <div className={layout.inner}>
          <Copyright brand={brand} year={copyrightYear} />
        </div>
      </footer>
    </div>
  );
}
