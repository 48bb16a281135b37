import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../features/i18n/i18nFor.ts';
import '../theme/global.css.ts';
import { AnchorLink, LinkComponentContext, type LinkComponent } from './LinkComponentContext.tsx';
import { root } from './UiProvider.css.ts';

export interface UiProviderProps {
  /** The brand's theme class: `brandThemeClasses[brand]` (`@shop/ui`). */
  themeClass: string;
  /** Language of the country site (`es`, `pl`…); unknown ones fall back to English. */
  language: string;
  /**
   * The storefront's router link, used by Link for in-site hrefs so the UI stays router-agnostic.
   * Defaults to a plain `<a>`.
   */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** Applies a brand theme, the customer's language and the storefront's link to everything inside it. */
export function UiProvider({
  themeClass,
  language,
  linkComponent = AnchorLink,
  children,
}: UiProviderProps) {
  const i18n = i18nFor(language);
  return (
    <I18nextProvider i18n={i18n}>
      <LinkComponentContext.Provider value={linkComponent}>
        <div className={`${themeClass} ${root}`} lang={language}>
          {children}
        </div>
      </LinkComponentContext.Provider>
    </I18nextProvider>
  );
}
