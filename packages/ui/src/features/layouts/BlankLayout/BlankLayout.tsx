import type { ReactNode } from 'react';
import * as layout from '../shared/layout.css.ts';
import { mainContentId } from '../shared/layoutTypes.ts';

export interface BlankLayoutProps {
  children: ReactNode;
}

/** No header or footer: the constructor (/create) brings its own chrome and uses the whole window. */
export function BlankLayout({ children }: BlankLayoutProps) {
  return (
    <div className={`${layout.root} ${layout.fillViewport}`}>
      <main id={mainContentId} tabIndex={-1} className={layout.mainBare}>
        {children}
      </main>
    </div>
  );
}
