import { monthOfPage } from './calendar.ts';
import { effectiveDpi } from './geometry.ts';
import { emptyPhotoSlots, pagePhotoSlots, pageTextSlots, textOfSlot } from './document.ts';
import { safeAreaOf } from './freePhotos.ts';
import { backgroundColourOf } from './backgrounds.ts';
import { contrastRatio, minTextContrast } from './contrast.ts';
import { estimateTextWidth, textInkBox, textOverflows, type MeasureText } from './textMetrics.ts';
import type { DesignDoc, DesignPage, Rect, Template } from './types.ts';

export type DesignIssue =
  | { kind: 'emptySlot'; pageIndex: number; slotId: string }
  /** Nothing on the page at all; its empty slots are not listed one by one. */
  | { kind: 'emptyPage'; pageIndex: number; slotId?: undefined }
  /** A calendar's month without a photo (`month` 1 to 12); its empty slots are not listed. */
  | { kind: 'emptyMonth'; pageIndex: number; slotId?: undefined; year: number; month: number }
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
  | { kind: 'photoOffPage'; pageIndex: number; slotId: string; free: true }
  /** A template text still as the template wrote it ("Your text here"). */
  | { kind: 'placeholderText'; pageIndex: number; slotId: string; text: string; free: false }
  /** Text too close in colour to what is behind it (below WCAG's 3:1 for large text). */
  | { kind: 'lowContrast'; pageIndex: number; slotId: string; free: boolean; ratio: number };

/** What the checks need from the browser; tests pass their own. */
export interface CheckOptions {
  /** Text widths as the canvas draws them; an estimate when left out. */
  measure?: MeasureText;
  /** A photo's average colour by URL, once known; text over a photo not known is not judged. */
  photoColour?: (url: string) => string | undefined;
}

/** A calendar's month pages without any photo, in slots or placed freely. */
function emptyMonths(template: Template, doc: DesignDoc): DesignIssue[] {
  return doc.pages.flatMap((page): DesignIssue[] => {
    const month = monthOfPage(template, doc, page.index);
    const photoless = Object.keys(page.photos).length === 0 && page.freePhotos.length === 0;
    return month && photoless ? [{ kind: 'emptyMonth', pageIndex: page.index, ...month }] : [];
  });
}

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

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The colour behind a text's letters: the photo covering most of them (its average colour), else
 * the page's background. Undefined when that photo's colour is not known yet.
 */
function colourBehind(
  template: Template,
  page: DesignPage,
  ink: Rect,
  photoColour: CheckOptions['photoColour'],
): string | undefined {
  const photos = [
    ...pagePhotoSlots(template, page).flatMap((slot) => {
      const placed = page.photos[slot.id];
      return placed ? [{ box: turnedBounds(slot, slot.rotation), url: placed.photo.url }] : [];
    }),
    ...page.freePhotos.map((free) => ({
      box: turnedBounds(free, free.rotation),
      url: free.photo.url,
    })),
  ];
  let behind: { url: string; area: number } | undefined;
  for (const { box, url } of photos) {
    const area = overlapArea(box, ink);
    if (area > (behind?.area ?? 0)) behind = { url, area };
  }
  // Less than a third of the letters over a photo: the page is what they are read against.
  if (!behind || behind.area < (ink.width * ink.height) / 3)
    return backgroundColourOf(page.background);
  return photoColour?.(behind.url);
}

/** The texts of a page with their boxes and styles: the template's slots, then the added ones. */
function pageTexts(template: Template, page: DesignPage) {
  return [
    ...pageTextSlots(template, page).map((slot) => ({
      id: slot.id,
      box: slot,
      style: textOfSlot(page, slot),
      placeholder: slot.defaultText,
      free: false as const,
    })),
    ...page.freeTexts.map((text) => ({
      id: text.id,
      box: text,
      style: text,
      placeholder: undefined,
      free: true as const,
    })),
  ];
}

/** Issues of the texts of one page: placeholders, overflow, position and legibility. */
function checkTexts(
  template: Template,
  page: DesignPage,
  emptyPage: boolean,
  { measure = estimateTextWidth, photoColour }: CheckOptions,
): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const areas = pageAreas(template);
  const pageIndex = page.index;
  for (const { id, box, style, placeholder, free } of pageTexts(template, page)) {
    // An empty page says it all; its placeholders are not listed one by one.
    if (!free && !emptyPage && placeholder?.trim() && style.text.trim() === placeholder.trim())
      issues.push({ kind: 'placeholderText', pageIndex, slotId: id, text: placeholder, free });
    if (textOverflows(style.text, style, box, measure))
      issues.push({ kind: 'textOverflow', pageIndex, slotId: id, free });
    const ink = textInkBox(style.text, style, box, measure);
    if (!ink) continue;
    if (!inside(ink, areas.page)) issues.push({ kind: 'textOffPage', pageIndex, slotId: id, free });
    else if (!inside(ink, areas.safe))
      issues.push({ kind: 'textOutsideSafeArea', pageIndex, slotId: id, free });
    const behind = colourBehind(template, page, ink, photoColour);
    const ratio = behind ? contrastRatio(style.color, behind) : undefined;
    if (ratio !== undefined && ratio < minTextContrast)
      issues.push({
        kind: 'lowContrast',
        pageIndex,
        slotId: id,
        free,
        ratio: Math.floor(ratio * 10) / 10,
      });
  }
  return issues;
}

/**
 * What the customer should know before ordering: empty pages and slots, low-resolution photos
 * (in slots or placed freely, at their printed size), photos reaching past the safe area or (free
 * photos) past the page's edge, and text that still says the template's placeholder, overflows
 * its box, leaves the page, crosses the safe area or is hard to read against what is behind it.
 */
export function checkDesign(
  template: Template,
  doc: DesignDoc,
  options: CheckOptions = {},
): DesignIssue[] {
  const months = emptyMonths(template, doc);
  const monthPages = new Set(months.map((issue) => issue.pageIndex));
  const emptyPages = new Set(
    doc.pages.filter((page) => isEmptyPage(template, page)).map((page) => page.index),
  );
  const issues: DesignIssue[] = [...months];
  for (const { pageIndex, slot } of emptyPhotoSlots(template, doc))
    if (!emptyPages.has(pageIndex) && !monthPages.has(pageIndex))
      issues.push({ kind: 'emptySlot', pageIndex, slotId: slot.id });
  for (const pageIndex of emptyPages)
    if (!monthPages.has(pageIndex)) issues.push({ kind: 'emptyPage', pageIndex });
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
      if (!slot.bleed && !inside(turnedBounds(slot, slot.rotation), areas.safe))
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
    issues.push(...checkTexts(template, page, emptyPages.has(page.index), options));
  }
  return issues;
}
