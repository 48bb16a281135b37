import { withCalendarStart } from './calendar.ts';
import { clampTransform, coverTransform } from './geometry.ts';
import { layoutKeepsTexts, photoSlotsOf, textSlotsOf } from './layouts.ts';
import { initialPages } from './pages.ts';
import {
  type DesignDoc,
  type DesignPage,
  type PhotoSlot,
  type PlacedText,
  type Template,
  type TextSlot,
} from './types.ts';

/**
 * An empty design of the template: every page in its own layout, default texts, white paper; a
 * calendar starts at the month `defaultCalendarStart` picks for `today`.
 */
export function createDesignDoc(template: Template, today = new Date()): DesignDoc {
  return withCalendarStart(
    template,
    { templateId: template.id, pages: initialPages(template) },
    today,
  );
}

export function pagePhotoSlots(template: Template, page: DesignPage): PhotoSlot[] {
  return photoSlotsOf(template, page.templateIndex, page.layout);
}

/** The template's text slots of the page, unless its layout gives the whole page to photos. */
export function pageTextSlots(template: Template, page: DesignPage): TextSlot[] {
  const templatePage = template.pages[page.templateIndex];
  return templatePage && layoutKeepsTexts(page.layout) ? textSlotsOf(templatePage) : [];
}

export function findPhotoSlot(
  template: Template,
  page: DesignPage,
  slotId: string,
): PhotoSlot | undefined {
  return pagePhotoSlots(template, page).find((slot) => slot.id === slotId);
}

/** The text a text slot prints, with its style: the customer's edit or the template's default. */
export function textOfSlot(page: DesignPage, slot: TextSlot): PlacedText {
  return (
    page.texts[slot.id] ?? {
      text: slot.defaultText,
      fontFamily: slot.fontFamily,
      fontSizePt: slot.fontSizePt,
      color: slot.color,
      align: slot.align,
    }
  );
}

/** Slots without a photo, page by page in reading order. */
export function emptyPhotoSlots(
  template: Template,
  doc: DesignDoc,
): { pageIndex: number; slot: PhotoSlot }[] {
  return doc.pages.flatMap((page) =>
    pagePhotoSlots(template, page)
      .filter((slot) => !page.photos[slot.id])
      .map((slot) => ({ pageIndex: page.index, slot })),
  );
}

/** Where each photo (by URL) is used: page index and slot id (a free photo's id). */
export function photoUsage(doc: DesignDoc): Map<string, { pageIndex: number; slotId: string }[]> {
  const usage = new Map<string, { pageIndex: number; slotId: string }[]>();
  for (const page of doc.pages)
    for (const [slotId, placed] of [
      ...Object.entries(page.photos),
      ...page.freePhotos.map((free) => [free.id, free] as const),
    ]) {
      const uses = usage.get(placed.photo.url) ?? [];
      uses.push({ pageIndex: page.index, slotId });
      usage.set(placed.photo.url, uses);
    }
  return usage;
}

/** A fresh placement: cover fit, centred, upright. */
export function coverPlacement(
  slot: PhotoSlot,
  photo: { url: string; width: number; height: number },
) {
  return {
    photo: { url: photo.url, width: photo.width, height: photo.height },
    transform: clampTransform(slot, photo, coverTransform),
  };
}
