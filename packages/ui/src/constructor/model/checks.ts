import { effectiveDpi } from './geometry.ts';
import { emptyPhotoSlots, pagePhotoSlots, pageTextSlots, textOfSlot } from './document.ts';
import { textOverflows } from './textMetrics.ts';
import type { DesignDoc, Template } from './types.ts';

export type DesignIssue =
  | { kind: 'emptySlot'; pageIndex: number; slotId: string }
  | { kind: 'lowResolution'; pageIndex: number; slotId: string; dpi: number; minDpi: number }
  | { kind: 'textOverflow'; pageIndex: number; slotId: string; free: boolean };

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
  return slot && placed ? effectiveDpi(slot, placed.photo, placed.transform) : undefined;
}

/** What the customer should know before ordering: empty slots, low-resolution photos, overflowing text. */
export function checkDesign(template: Template, doc: DesignDoc): DesignIssue[] {
  const issues: DesignIssue[] = emptyPhotoSlots(template, doc).map(({ pageIndex, slot }) => ({
    kind: 'emptySlot',
    pageIndex,
    slotId: slot.id,
  }));
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
    }
    for (const slot of pageTextSlots(template, page))
      if (textOverflows(textOfSlot(page, slot).text, textOfSlot(page, slot), slot))
        issues.push({ kind: 'textOverflow', pageIndex: page.index, slotId: slot.id, free: false });
    for (const text of page.freeTexts)
      if (textOverflows(text.text, text, text))
        issues.push({ kind: 'textOverflow', pageIndex: page.index, slotId: text.id, free: true });
  }
  return issues;
}
