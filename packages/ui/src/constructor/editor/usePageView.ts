import { useState } from 'react';
import {
  spreadOfPage,
  spreadsOf,
  type DesignDoc,
  type DesignPage,
  type Template,
} from '../model/index.ts';
import type { PageView } from './PageViewSwitch.tsx';
import { usePhoneLayout } from './usePhoneLayout.ts';

/**
 * What the stage shows: books open as spreads (the cover on its own); other products, the single
 * view and a phone (one page at a time, as wide as the screen) show page by page.
 */
export function usePageView(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
  /** The page being designed. */
  page: DesignPage,
) {
  const [view, setView] = useState<PageView>('spread');
  const spreads = spreadsOf(template, doc);
  const hasSpreads = spreads.some((spread) => spread.length > 1);
  const phone = usePhoneLayout();
  const spreadView = view === 'spread' && hasSpreads && !phone;
  const spreadIndex = spreadOfPage(spreads, pageIndex);
  const shownPages = (spreadView ? (spreads[spreadIndex] ?? [page.index]) : [page.index]).flatMap(
    (index) => doc.pages[index] ?? [],
  );
  return { view, setView, phone, spreads, hasSpreads, spreadView, spreadIndex, shownPages };
}

export type PageViewState = ReturnType<typeof usePageView>;
