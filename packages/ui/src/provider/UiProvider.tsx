import type { ReactNode } from 'react';
import '../theme/global.css.ts';
import { root } from './UiProvider.css.ts';

export interface UiProviderProps {
  /** The brand theme class, e.g. `mainTheme` from `@shop/ui/themes/main`. */
  themeClass: string;
  children: ReactNode;
}

/** Applies a brand theme to everything inside it. */
export function UiProvider({ themeClass, children }: UiProviderProps) {
  return <div className={`${themeClass} ${root}`}>{children}</div>;
}
