import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n.ts';
import '../theme/global.css.ts';
import { root } from './UiProvider.css.ts';

export interface UiProviderProps {
  /** The brand theme class, e.g. `themeClass` from `@shop/ui/themes/main`. */
  themeClass: string;
  /** Language of the country site (`es`, `pl`…); unknown ones fall back to English. */
  language: string;
  children: ReactNode;
}

/** Applies a brand theme and the customer's language to everything inside it. */
export function UiProvider({ themeClass, language, children }: UiProviderProps) {
  const i18n = useMemo(() => createI18n(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <div className={`${themeClass} ${root}`} lang={language}>
        {children}
      </div>
    </I18nextProvider>
  );
}
