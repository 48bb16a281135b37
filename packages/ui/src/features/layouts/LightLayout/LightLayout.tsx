import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../design-system/primitives/Icon/Icon.tsx';
import type { Brand } from '../../../design-system/theme/brands.ts';
import * as layout from '../shared/layout.css.ts';
import { Copyright, HomeLogoLink, SkipLink } from '../shared/LayoutParts.tsx';
import { mainContentId } from '../shared/layoutTypes.ts';
import { SecureIcon } from '../../../design-system/primitives/Icon/icons.ts';

export interface LightLayoutProps {
  brand: Brand;
  homeHref: string;
  children: ReactNode;
  copyrightYear?: number;
}

/** The checkout's layout: a slim header with the logo and a secure-checkout note, nothing to distract. */
export function LightLayout({ brand, homeHref, children, copyrightYear }: LightLayoutProps) {
  const { t } = useTranslation('layout');
  return (
    <div className={layout.root}>
      <SkipLink />
      <header className={layout.header}>
        <div className={`${layout.inner} ${layout.headerRow}`}>
          <HomeLogoLink brand={brand} href={homeHref} size="small" />
          <span className={layout.spacer} />
          <span className={layout.note}>
            <Icon icon={SecureIcon} />
            {t('secureCheckout')}
          </span>
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className={layout.main}>
        <div className={layout.inner}>{children}</div>
      </main>
      <footer className={layout.slimFooter}>
        <div className={layout.inner}>
          <Copyright brand={brand} year={copyrightYear} />
        </div>
      </footer>
    </div>
  );
}
