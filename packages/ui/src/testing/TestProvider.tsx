import type { ReactNode } from 'react';
import { ToastProvider } from '../design-system/primitives/Toast/Toast.tsx';
import type { Brand } from '../design-system/theme/brands.ts';
import { brandThemeClasses } from '../design-system/theme/brandThemes.css.ts';
import type { LinkComponent } from '../design-system/provider/LinkComponentContext.tsx';
import { UiProvider } from '../features/i18n/UiProvider.tsx';

export interface TestProviderProps {
  brand?: Brand;
  language?: string;
  /** A fake router link, to assert which hrefs go through the router. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** UiProvider with test defaults (main brand, English) and the page's notifications, for unit tests and stories. */
export function TestProvider({
  brand = 'main',
  language = 'en',
  linkComponent,
  children,
}: TestProviderProps) {
  return (
    <UiProvider
      themeClass={brandThemeClasses[brand]}
      language={language}
      linkComponent={linkComponent}
    >
      <ToastProvider>{children}</ToastProvider>
    </UiProvider>
  );
}
