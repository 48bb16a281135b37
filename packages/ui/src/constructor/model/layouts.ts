import {
  pageLayouts,
  type PageLayout,
  type PhotoSlot,
  type Rect,
  type Template,
  type TemplatePage,
  type TextSlot,
} from './types.ts';

const layoutPrefix = 'layout';

/** Photo slot ids of generated layouts carry the layout, so a saved design reopens with it. */
function layoutSlotId(pageIndex: number, layout: GeneratedLayout, position: number): string {
  return `${layoutPrefix}-${pageIndex}-${layout}-${position + 1}`;
}

/** The layout a saved photo's slot id belongs to; `template` for the template's own slots. */
export function layoutOfSlotId(slotId: string): PageLayout {
  const name = /^layout-\d+-([a-zA-Z]+)-\d+$/.exec(slotId)?.[1];
  return pageLayouts.find((layout) => layout === name) ?? 'template';
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

type GeneratedLayout = Exclude<PageLayout, 'template'>;

/**
 * A generated layout: cells on a grid of `columns` × `rows` (column, row, columns spanned, rows
 * spanned). `texts`: the page keeps its template texts and the photos sit above them; without
 * them the photos take the page. `bleed`: the photos reach past the cut line (full-bleed);
 * otherwise they stay inside the safe area, `inset` further in for a framed look.
 */
interface LayoutSpec {
  columns: number;
  rows: number;
  cells: readonly (readonly [number, number, number, number])[];
  texts: boolean;
  bleed?: boolean;
  inset?: boolean;
}

const spread = (columns: number, rows: number) =>
  Array.from(
    { length: columns * rows },
    (_, at) => [at % columns, Math.floor(at / columns), 1, 1] as const,
  );

const layoutSpecs: Readonly<Record<GeneratedLayout, LayoutSpec>> = {
  single: { columns: 1, rows: 1, cells: spread(1, 1), texts: true },
  pair: { columns: 2, rows: 1, cells: spread(2, 1), texts: true },
  grid: { columns: 2, rows: 2, cells: spread(2, 2), texts: true },
  fullBleed: { columns: 1, rows: 1, cells: spread(1, 1), texts: false, bleed: true },
  framed: { columns: 1, rows: 1, cells: spread(1, 1), texts: false, inset: true },
  twoColumns: { columns: 2, rows: 1, cells: spread(2, 1), texts: false },
  twoRows: { columns: 1, rows: 2, cells: spread(1, 2), texts: false },
  twoBleed: { columns: 1, rows: 2, cells: spread(1, 2), texts: false, bleed: true },
  threeFeature: {
    columns: 2,
    rows: 3,
    cells: [
      [0, 0, 2, 2],
      [0, 2, 1, 1],
      [1, 2, 1, 1],
    ],
    texts: false,
  },
  threeColumns: { columns: 3, rows: 1, cells: spread(3, 1), texts: true },
  fourBleed: { columns: 2, rows: 2, cells: spread(2, 2), texts: false, bleed: true },
  fourFeature: {
    columns: 3,
    rows: 3,
    cells: [
      [0, 0, 2, 3],
      [2, 0, 1, 1],
      [2, 1, 1, 1],
      [2, 2, 1, 1],
    ],
    texts: false,
  },
  fiveMosaic: {
    columns: 6,
    rows: 2,
    cells: [
      [0, 0, 3, 1],
      [3, 0, 3, 1],
      [0, 1, 2, 1],
      [2, 1, 2, 1],
      [4, 1, 2, 1],
    ],
    texts: true,
  },
  sixGrid: { columns: 2, rows: 3, cells: spread(2, 3), texts: false },
  sixCaptioned: { columns: 3, rows: 2, cells: spread(3, 2), texts: true },
};

/** How many photos a layout holds; undefined for the template's own slots (they vary by page). */
export function layoutPhotoCount(layout: PageLayout): number | undefined {
  return layout === 'template' ? undefined : layoutSpecs[layout].cells.length;
}

/** Whether the page keeps its template texts in this layout. */
export function layoutKeepsTexts(layout: PageLayout): boolean {
  return layout === 'template' || layoutSpecs[layout].texts;
}

/** Where a generated layout's photos go on the page, in millimetres. */
function layoutArea(template: Template, page: TemplatePage, spec: LayoutSpec, gap: number): Rect {
  const { width, height } = template.print_size_mm;
  // A calendar's dates (the month's grid, the cover's year) stay clear of the photos.
  const datesTop = page.calendar_area ? page.calendar_area.y_mm - gap : Infinity;
  if (spec.bleed) {
    const bleed = template.bleed_mm;
    const bottom = Math.min(height + bleed, datesTop);
    return { x: -bleed, y: -bleed, width: width + 2 * bleed, height: bottom + bleed };
  }
  const safe = template.safe_area_mm;
  const inset = spec.inset ? Math.min(width, height) * 0.06 : 0;
  const textTop = Math.min(
    height - safe.bottom,
    datesTop,
    ...(spec.texts ? page.text_slots.map((slot) => slot.y_mm - gap) : []),
  );
  return {
    x: safe.left + inset,
    y: safe.top + inset,
    width: width - safe.left - safe.right - 2 * inset,
    height: Math.max(10, textTop - safe.top - 2 * inset),
  };
}

/**
 * The photo slots of a page in a layout: the template's own, or a generated layout's cells laid
 * out over the page's photo area with even gaps.
 */
export function photoSlotsOf(
  template: Template,
  pageIndex: number,
  layout: PageLayout,
): PhotoSlot[] {
  const page = template.pages[pageIndex];
  if (!page) return [];
  if (layout === 'template') return templatePhotoSlots(page);
  const spec = layoutSpecs[layout];
  const { width, height } = template.print_size_mm;
  // Full-bleed photos meet at a hairline; framed ones keep the page's usual gap.
  const gap = spec.bleed ? 2 : Math.max(3, Math.min(width, height) * 0.02);
  const area = layoutArea(template, page, spec, gap);
  const cellWidth = (area.width - gap * (spec.columns - 1)) / spec.columns;
  const cellHeight = (area.height - gap * (spec.rows - 1)) / spec.rows;
  return spec.cells.map(([column, row, columns, rows], position) => ({
    id: layoutSlotId(pageIndex, layout, position),
    x: area.x + column * (cellWidth + gap),
    y: area.y + row * (cellHeight + gap),
    width: cellWidth * columns + gap * (columns - 1),
    height: cellHeight * rows + gap * (rows - 1),
    rotation: 0,
    ...(spec.bleed ? { bleed: true } : {}),
  }));
}
