import type { PageLayout, PhotoSlot, Template, TemplatePage, TextSlot } from './types.ts';

const layoutPrefix = 'layout';

/** Photo slot ids of generated layouts carry the layout, so a saved design reopens with it. */
function layoutSlotId(
  pageIndex: number,
  layout: Exclude<PageLayout, 'template'>,
  position: number,
): string {
  return `${layoutPrefix}-${pageIndex}-${layout}-${position + 1}`;
}

/** The layout a saved photo's slot id belongs to; `template` for the template's own slots. */
export function layoutOfSlotId(slotId: string): PageLayout {
  const match = /^layout-\d+-(single|pair|grid)-\d+$/.exec(slotId);
  return (match?.[1] as PageLayout | undefined) ?? 'template';
}

function templatePhotoSlots(page: TemplatePage): PhotoSlot[] {
  return page.photo_slots.map((slot) => ({
    id: slot.id,
    x: slot.x_mm,
    y: slot.y_mm,
    width: slot.width_mm,
    height: slot.height_mm,
    rotation: slot.rotation_deg,
  }));
}

export function textSlotsOf(page: TemplatePage): TextSlot[] {
  return page.text_slots.map((slot) => ({
    id: slot.id,
    x: slot.x_mm,
    y: slot.y_mm,
    width: slot.width_mm,
    height: slot.height_mm,
    rotation: slot.rotation_deg,
    defaultText: slot.default_text,
    maxLength: slot.max_length,
    fontFamily: slot.font_family,
    fontSizePt: slot.font_size_pt,
    color: slot.color,
    align: slot.align,
  }));
}

/**
 * The photo slots of a page in a layout. Generated layouts share the safe area above the
 * page's text slots: one photo, two side by side, or a grid of four.
 */
export function photoSlotsOf(
  template: Template,
  pageIndex: number,
  layout: PageLayout,
): PhotoSlot[] {
  const page = template.pages[pageIndex];
  if (!page) return [];
  if (layout === 'template') return templatePhotoSlots(page);
  const { width, height } = template.print_size_mm;
  const safe = template.safe_area_mm;
  const gap = Math.max(3, Math.min(width, height) * 0.02);
  const textTop = Math.min(height - safe.bottom, ...page.text_slots.map((slot) => slot.y_mm - gap));
  const area = {
    x: safe.left,
    y: safe.top,
    width: width - safe.left - safe.right,
    height: Math.max(10, textTop - safe.top),
  };
  const grid = { single: [1, 1], pair: [2, 1], grid: [2, 2] } as const;
  const [columns, rows] = grid[layout];
  const cellWidth = (area.width - gap * (columns - 1)) / columns;
  const cellHeight = (area.height - gap * (rows - 1)) / rows;
  return Array.from({ length: columns * rows }, (_, position) => ({
    id: layoutSlotId(pageIndex, layout, position),
    x: area.x + (position % columns) * (cellWidth + gap),
    y: area.y + Math.floor(position / columns) * (cellHeight + gap),
    width: cellWidth,
    height: cellHeight,
    rotation: 0,
  }));
}
