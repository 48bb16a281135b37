import { useMemo, type ReactNode } from 'react';
import '../theme/global.css.ts';
import { DesignSystemContext } from './DesignSystemContext.tsx';
import { root } from './DesignSystemProvider.css.ts';
import { defaultDesignSystemLabels, type DesignSystemLabels } from './labels.ts';
import { AnchorLink, LinkComponentContext, type LinkComponent } from './LinkComponentContext.tsx';

export interface DesignSystemProviderProps {
  /** The brand's theme class: `brandThemeClasses[brand]`. */
  themeClass: string;
  /** Language of the page (`es`, `pl`…): its `lang` and the language dates are formatted in. */
  language?: string;
  /** Every text the design system shows by itself, in that language; English by default. */
  labels?: DesignSystemLabels;
  /**
   * The router's link, used by Link for in-site hrefs so the design system stays router-agnostic.
   * Defaults to a plain `<a>`.
   */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** Applies a brand theme, the page's language and labels, and the router's link to everything inside. */
export function DesignSystemProvider({
  themeClass,
  language = 'en',
  labels = defaultDesignSystemLabels,
  linkComponent = AnchorLink,
  children,
}: DesignSystemProviderProps) {
  const settings = useMemo(() => ({ labels, language }), [labels, language]);
  return (
    <DesignSystemContext.Provider value={settings}>
      <LinkComponentContext.Provider value={linkComponent}>
        <div className={`${themeClass} ${root}`} lang={language}>
          {children}
        </div>
      </LinkComponentContext.Provider>
    </DesignSystemContext.Provider>
  );
}
