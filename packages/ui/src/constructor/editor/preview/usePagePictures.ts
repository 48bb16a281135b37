import { useEffect, useState } from 'react';
import type { CalendarText, DesignDoc, Template } from '../../model/index.ts';
import { renderPagePicture } from '../renderPagePreview.ts';

/** A page's picture: its address, or null when the browser could not draw it. */
export type PagePicture = string | null | undefined;

/**
 * Every page of the design drawn as it prints, `width` pixels wide, one after another in the order
 * given (what the preview shows first comes first), so the first spread does not wait for the
 * whole book. Undefined until a page is drawn. The pictures live while the preview is open.
 */
export function usePagePictures(
  template: Template,
  doc: DesignDoc,
  order: readonly number[],
  width: number,
  /** A calendar's dates on the page at a position (none for other products). */
  datesOf: (pageIndex: number) => readonly CalendarText[],
  /** Pages drawn with the wrap round them (a canvas whose photo folds round its frame). */
  withWrap = false,
): PagePicture[] {
  // The preview shows the design as it was when it opened.
  const [shown] = useState(() => ({ template, doc, order, width, datesOf, withWrap }));
  const [pictures, setPictures] = useState<PagePicture[]>(() => doc.pages.map(() => undefined));
  useEffect(() => {
    let open = true;
    const urls: string[] = [];
    void (async () => {
      for (const position of shown.order) {
        const page = shown.doc.pages[position];
        if (!page) continue;
        const blob = await renderPagePicture(shown.template, page, {
          width: shown.width,
          calendarTexts: shown.datesOf(position),
          withWrap: shown.withWrap,
        });
        if (!open) return;
        const url = blob ? URL.createObjectURL(blob) : null;
        if (url) urls.push(url);
        setPictures((drawn) => drawn.map((picture, at) => (at === position ? url : picture)));
      }
    })();
    return () => {
      open = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [shown]);
  return pictures;
}
