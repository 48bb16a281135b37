import { effectiveDpi } from './geometry.ts';
import { emptyPhotoSlots, pagePhotoSlots, pageTextSlots, textOfSlot } from './document.ts';
import { safeAreaOf } from './freePhotos.ts';
import { textInkBox, textOverflows } from './textMetrics.ts';
import type { DesignDoc, DesignPage, Rect, Template } from './types.ts';

export type DesignIssue =
  | { kind: 'emptySlot'; pageIndex: number; slotId: string }
  /** Nothing on the page at all; its empty slots are not listed one by one. */
  | { kind: 'emptyPage'; pageIndex: number; slotId?: undefined }
  /** `free`: a free photo (`slotId` is its id) rather than a slot's photo. */
  | {
      kind: 'lowResolution';
      pageIndex: number;
      slotId: string;
      dpi: number;
      minDpi: number;
      free?: boolean;
    }
  | { kind: 'textOverflow'; pageIndex: number; slotId: string; free: boolean }
  /** Letters beyond the cut line: they are cut off. */
  | { kind: 'textOffPage'; pageIndex: number; slotId: string; free: boolean }
  /** Letters between the safe area and the cut line: trimming may clip them. */
  | { kind: 'textOutsideSafeArea'; pageIndex: number; slotId: string; free: boolean }
  /** A photo reaching past the safe area: its edges (faces near them) may be trimmed. */
  | { kind: 'photoOutsideSafeArea'; pageIndex: number; slotId: string; free?: boolean }
  /** A free photo reaching past the cut line: that part is cut off. */
  | { kind: 'photoOffPage'; pageIndex: number; slotId: string; free: true };

/** The kinds that say something is missing rather than something prints badly. */
export const missingContentKinds: readonly DesignIssue['kind'][] = ['emptySlot', 'emptyPage'];

/** Effective resolution of a placed photo, or undefined for an empty or unknown slot. */
export function slotDpi(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
  slotId: string,
): number | undefined {
  const page = doc.pages[pageIndex];
  const slot = page
    ? pagePhotoSlots(template, page).find((candidate) => candidate.id === slotId)
    : undefined;
  const placed = page?.photos[slotId];
  if (slot && placed) return effectiveDpi(slot, placed.photo, placed.transform);
  const free = page?.freePhotos.find((candidate) => candidate.id === slotId);
  return free ? effectiveDpi(free, free.photo, free.transform) : undefined;
}

/** Millimetres of slack, so a box drawn exactly on a guide does not count as crossing it. */
const tolerance = 0.01;

/** The axis-aligned box a rectangle covers once turned about its centre. */
function turnedBounds(rect: Rect, rotation: number): Rect {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = rect.width * cos + rect.height * sin;
  const height = rect.width * sin + rect.height * cos;
  return {
    x: rect.x + (rect.width - width) / 2,
    y: rect.y + (rect.height - height) / 2,
    width,
    height,
  };
}

const inside = (box: Rect, area: Rect) =>
  box.x >= area.x - tolerance &&
  box.y >= area.y - tolerance &&
  box.x + box.width <= area.x + area.width + tolerance &&
  box.y + box.height <= area.y + area.height + tolerance;

function pageAreas(template: Template): { page: Rect; safe: Rect } {
  const { width, height } = template.print_size_mm;
  return { page: { x: 0, y: 0, width, height }, safe: safeAreaOf(template) };
}

/** True when the customer put nothing on the page: no photo, no added text, no edited text. */
function isEmptyPage(template: Template, page: DesignPage): boolean {
  return (
    Object.keys(page.photos).length === 0 &&
    page.freePhotos.length === 0 &&
    page.freeTexts.every((text) => !text.text.trim()) &&
    pageTextSlots(template, page).every((slot) => {
      const text = page.texts[slot.id];
      return !text || text.text === slot.defaultText || !text.text.trim();
    }) &&
    pagePhotoSlots(template, page).length > 0
  );
}

/**
 * What the customer should know before ordering: empty pages and slots, low-resolution photos
 * (in slots or placed freely, at their printed size), photos reaching past the safe area or (free
 * photos) past the page's edge, and text that overflows its box, leaves the page or crosses
 * the safe area.
 */
export function checkDesign(template: Template, doc: DesignDoc): DesignIssue[] {
  const emptyPages = new Set(
    doc.pages.filter((page) => isEmptyPage(template, page)).map((page) => page.index),
  );
  const issues: DesignIssue[] = [];
  for (const { pageIndex, slot } of emptyPhotoSlots(template, doc))
    if (!emptyPages.has(pageIndex)) issues.push({ kind: 'emptySlot', pageIndex, slotId: slot.id });
  for (const pageIndex of emptyPages) issues.push({ kind: 'emptyPage', pageIndex });
  const areas = pageAreas(template);
  for (const page of doc.pages) {
    for (const slot of pagePhotoSlots(template, page)) {
      const placed = page.photos[slot.id];
      if (!placed) continue;
      const dpi = effectiveDpi(slot, placed.photo, placed.transform);
      if (dpi < template.min_effective_dpi)
        issues.push({
          kind: 'lowResolution',
          pageIndex: page.index,
          slotId: slot.id,
          dpi: Math.floor(dpi),
          minDpi: template.min_effective_dpi,
        });
      if (!inside(turnedBounds(slot, slot.rotation), areas.safe))
        issues.push({ kind: 'photoOutsideSafeArea', pageIndex: page.index, slotId: slot.id });
    }
    for (const free of page.freePhotos) {
      const dpi = effectiveDpi(free, free.photo, free.transform);
      const at = { pageIndex: page.index, slotId: free.id, free: true } as const;
      if (dpi < template.min_effective_dpi)
        issues.push({
          kind: 'lowResolution',
          ...at,
          dpi: Math.floor(dpi),
          minDpi: template.min_effective_dpi,
        });
      const bounds = turnedBounds(free, free.rotation);
      if (!inside(bounds, areas.page)) issues.push({ kind: 'photoOffPage', ...at });
      else if (!inside(bounds, areas.safe)) issues.push({ kind: 'photoOutsideSafeArea', ...at });
    }
    const texts = [
      ...pageTextSlots(template, page).map((slot) => ({
        id: slot.id,
        box: slot,
        style: textOfSlot(page, slot),
        free: false,
      })),
      ...page.freeTexts.map((text) => ({ id: text.id, box: text, style: text, free: true })),
    ];
    for (const { id, box, style, free } of texts) {
      if (textOverflows(style.text, style, box))
        issues.push({ kind: 'textOverflow', pageIndex: page.index, slotId: id, free });
      const ink = textInkBox(style.text, style, box);
      if (!ink) continue;
      if (!inside(ink, areas.page))
        issues.push({ kind: 'textOffPage', pageIndex: page.index, slotId: id, free });
      else if (!inside(ink, areas.safe))
        issues.push({ kind: 'textOutsideSafeArea', pageIndex: page.index, slotId: id, free });
    }
  }
  return issues;
}
