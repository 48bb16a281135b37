import type { ReactNode } from 'react';
import type { Brand } from '../theme/brands.ts';
import { themeClass as mainThemeClass } from '../theme/main.ts';
import { themeClass as secondThemeClass } from '../theme/second.ts';
import type { LinkComponent } from './LinkComponentContext.tsx';
import { UiProvider } from './UiProvider.tsx';

const themeClasses: Record<Brand, string> = { main: mainThemeClass, second: secondThemeClass };

export interface TestProviderProps {
  brand?: Brand;
  language?: string;
  /** A fake router link, to assert which hrefs go through the router. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** UiProvider with test defaults (main brand, English) for unit tests and stories. */
export function TestProvider({
  brand = 'main',
  language = 'en',
  linkComponent,
  children,
}: TestProviderProps) {
  return (
    <UiProvider themeClass={themeClasses[brand]} language={language} linkComponent={linkComponent}>
      {children}
    </UiProvider>
  );
}
