import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemProvider } from '../../design-system/provider/DesignSystemProvider.tsx';
import type { LinkComponent } from '../../design-system/provider/LinkComponentContext.tsx';
import { designSystemLabelsFor } from './designSystemLabels.ts';
import { i18nFor } from './i18nFor.ts';

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

/**
 * The shop's provider: the customer's language (its i18next instance for the features, and the
 * design system's labels from the same messages), a brand theme and the storefront's link.
 */
export function UiProvider({ themeClass, language, linkComponent, children }: UiProviderProps) {
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <DesignSystemProvider
        themeClass={themeClass}
        language={language}
        labels={designSystemLabelsFor(language)}
        linkComponent={linkComponent}
      >
        {children}
      </DesignSystemProvider>
    </I18nextProvider>
  );
}
