import type { ReactNode } from 'react';
import * as layout from '../shared/layout.css.ts';
import { SkipLink } from '../shared/LayoutParts.tsx';
import { mainContentId } from '../shared/layoutTypes.ts';
import { MasterFooter } from './MasterFooter.tsx';
import { MasterHeader } from './MasterHeader.tsx';
import type { MasterLayoutProps } from './masterLayoutTypes.ts';

export interface MasterLayoutFullProps extends MasterLayoutProps {
  children: ReactNode;
}

/** The shop's standard page: header, the page body in `main`, and the footer. */
export function MasterLayout({ children, ...props }: MasterLayoutFullProps) {
  return (
    <div className={layout.root}>
      <SkipLink />
      <MasterHeader {...props} />
      <main id={mainContentId} tabIndex={-1} className={layout.main}>
        <div className={layout.inner}>{children}</div>
      </main>
      <MasterFooter {...props} />
    </div>
  );
}
