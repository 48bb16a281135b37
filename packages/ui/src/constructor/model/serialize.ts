import { designDocumentSchema, type DesignDocument } from '@shop/domain';
import { coverTransform, cropToTransform, normaliseRotation, transformToCrop } from './geometry.ts';
import { createDesignDoc, pagePhotoSlots, pageTextSlots } from './document.ts';
import { normalizePages } from './pages.ts';
import { layoutOfSlotId, photoSlotsOf } from './layouts.ts';
import {
  defaultBackground,
  pageLayouts,
  type DesignDoc,
  type DesignPage,
  type FreePhoto,
  type FreeText,
  type PageLayout,
  type PhotoSlot,
  type PlacedPhoto,
  type PlacedSticker,
  type PlacedText,
  type Rect,
  type Template,
  type TextSlot,
} from './types.ts';

/**
 * Free texts have no template slot; their box travels in the slot id
 * (`free:<id>:<x>,<y>,<width>,<height>` in millimetres) since the API's text entry has no geometry.
 */
const freeTextPattern = /^free:([^:]+):(-?[\d.]+),(-?[\d.]+),([\d.]+),([\d.]+)$/;
const round = (value: number) => Math.round(value * 100) / 100;

function freeSlotId(item: Rect & { id: string }): string {
  return `free:${item.id}:${round(item.x)},${round(item.y)},${round(item.width)},${round(item.height)}`;
}

/**
 * Free photos travel the same way in the photo entry's slot id (same pattern); the entry's crop is
 * the whole photo and its rotation the frame's.
 */
function freePhotoEntry(free: FreePhoto) {
  return {
    slot_id: freeSlotId(free),
    image: free.photo,
    crop: { x: 0, y: 0, width: free.photo.width, height: free.photo.height },
    rotation_deg: round(normaliseRotation(free.rotation)),
    ...(free.flipX ? { flip_x: true } : {}),
    ...(free.flipY ? { flip_y: true } : {}),
    ...(free.filter ? { filter: free.filter } : {}),
  };
}

/** Bold, italic and line height as the API stores them: only when set. */
function textExtras(text: PlacedText) {
  return {
    ...(text.bold ? { bold: true } : {}),
    ...(text.italic ? { italic: true } : {}),
    ...(text.lineHeight !== undefined ? { line_height: text.lineHeight } : {}),
    ...(text.fit === 'shrink' ? { fit: 'shrink' as const } : {}),
  };
}

/** The editor's text style from a saved text entry's optional extras. */
function savedTextExtras(entry: DesignDocument['pages'][number]['texts'][number]) {
  return {
    ...(entry.bold ? { bold: true } : {}),
    ...(entry.italic ? { italic: true } : {}),
    ...(entry.line_height !== undefined ? { lineHeight: entry.line_height } : {}),
    ...(entry.fit === 'shrink' ? { fit: 'shrink' as const } : {}),
  };
}

/** The page's own look, as the API stores it: only what differs from a plain white page. */
function pageExtras(page: DesignPage) {
  return {
    ...(page.background !== defaultBackground ? { background: page.background } : {}),
    ...(page.stickers?.length
      ? {
          stickers: page.stickers.map((sticker) => ({
            id: sticker.id,
            sticker: sticker.sticker,
            x_mm: round(sticker.x),
            y_mm: round(sticker.y),
            width_mm: round(sticker.width),
            height_mm: round(sticker.height),
            rotation_deg: round(normaliseRotation(sticker.rotation)),
          })),
        }
      : {}),
  };
}

/** Stickers of a saved page in the editor's terms. */
function savedStickers(entry: DesignDocument['pages'][number]): PlacedSticker[] {
  return (entry.stickers ?? []).map((sticker) => ({
    id: sticker.id,
    sticker: sticker.sticker,
    x: sticker.x_mm,
    y: sticker.y_mm,
    width: sticker.width_mm,
    height: sticker.height_mm,
    rotation: sticker.rotation_deg,
  }));
}

/** The design as the product API stores it (`designs.create` / `designs.update`). */
export function toApiDocument(template: Template, doc: DesignDoc): DesignDocument {
  return designDocumentSchema.parse({
    version: 1,
    template_id: template.id,
    ...(doc.canvasEdge ? { canvas_edge: doc.canvasEdge } : {}),
    ...(doc.calendar
      ? { calendar: { start_year: doc.calendar.year, start_month: doc.calendar.month } }
      : {}),
    pages: doc.pages.map((page) => ({
      index: page.index,
      template_page: page.templateIndex,
      ...pageExtras(page),
      photos: pagePhotoSlots(template, page)
        .flatMap((slot) => {
          const placed = page.photos[slot.id];
          if (!placed) return [];
          return [
            {
              slot_id: slot.id,
              image: placed.photo,
              crop: transformToCrop(slot, placed.photo, placed.transform),
              rotation_deg: round(placed.transform.rotation),
              ...(placed.flipX ? { flip_x: true } : {}),
              ...(placed.flipY ? { flip_y: true } : {}),
              ...(placed.fit === 'fit' ? { fit: 'fit' } : {}),
              ...(placed.filter ? { filter: placed.filter } : {}),
            },
          ];
        })
        .concat(page.freePhotos.map(freePhotoEntry)),
      texts: [
        ...pageTextSlots(template, page).flatMap((slot) => {
          const text = page.texts[slot.id];
          return text
            ? [
                {
                  slot_id: slot.id,
                  text: text.text,
                  font_family: text.fontFamily,
                  font_size_pt: text.fontSizePt,
                  color: text.color,
                  ...textExtras(text),
                },
              ]
            : [];
        }),
        ...page.freeTexts.map((text) => ({
          slot_id: freeSlotId(text),
          text: text.text,
          font_family: text.fontFamily,
          font_size_pt: text.fontSizePt,
          color: text.color,
          ...textExtras(text),
          align: text.align,
        })),
      ],
    })),
  });
}

function layoutOf(photos: DesignDocument['pages'][number]['photos']): PageLayout {
  const layouts = new Set(photos.map((photo) => layoutOfSlotId(photo.slot_id)));
  const [only] = layouts;
  return layouts.size === 1 && only && (pageLayouts as readonly string[]).includes(only)
    ? only
    : 'template';
}

/**
 * The editor's document from a saved one. Entries for slots the template does not have are
 * dropped; the alignment of template texts, which the API does not keep, comes back as the template's.
 */
export function fromApiDocument(template: Template, saved: DesignDocument): DesignDoc {
  const empty = createDesignDoc(template);
  // The saved pages in their order, each on its template page; a design saved before books had
  // pages of their own (no `template_page`) is on the template's pages by position.
  const savedPages = [...saved.pages].sort((a, b) => a.index - b.index);
  const skeleton = normalizePages(template, {
    ...empty,
    pages: savedPages.flatMap((entry, position): DesignPage[] => {
      const templateIndex = entry.template_page ?? entry.index;
      const side = template.pages[templateIndex]?.side;
      if (!side) return [];
      return [
        {
          id: `page-${position + 1}`,
          index: position,
          templateIndex,
          side,
          layout: 'template',
          background: defaultBackground,
          photos: {},
          texts: {},
          freeTexts: [],
          freePhotos: [],
        },
      ];
    }),
  });
  const byId = new Map<string, SavedPage>(
    savedPages.map((entry, position) => [`page-${position + 1}`, entry]),
  );
  return {
    ...skeleton,
    ...(saved.canvas_edge ? { canvasEdge: saved.canvas_edge } : {}),
    ...(saved.calendar
      ? { calendar: { year: saved.calendar.start_year, month: saved.calendar.start_month } }
      : {}),
    pages: skeleton.pages.map((page): DesignPage => {
      const savedPage = byId.get(page.id);
      if (!savedPage) return page;
      const layout = layoutOf(
        savedPage.photos.filter((entry) => !freeTextPattern.test(entry.slot_id)),
      );
      const { photos, freePhotos } = savedPhotos(
        photoSlotsOf(template, page.templateIndex, layout),
        savedPage,
      );
      const { texts, freeTexts } = savedTexts(pageTextSlots(template, page), savedPage);
      const stickers = savedStickers(savedPage);
      return {
        ...page,
        layout,
        background: savedPage.background ?? defaultBackground,
        photos,
        texts,
        freeTexts,
        freePhotos,
        ...(stickers.length ? { stickers } : {}),
      };
    }),
  };
}

type SavedPage = DesignDocument['pages'][number];

/** A saved page's photos: those of its slots with their crop, and those placed freely. */
function savedPhotos(slots: readonly PhotoSlot[], savedPage: SavedPage) {
  const photos: Record<string, PlacedPhoto> = {};
  const freePhotos: FreePhoto[] = [];
  for (const entry of savedPage.photos) {
    const slot = slots.find((candidate) => candidate.id === entry.slot_id);
    const free = freeTextPattern.exec(entry.slot_id);
    if (!slot && free)
      freePhotos.push({
        id: free[1] ?? entry.slot_id,
        photo: entry.image,
        transform: coverTransform,
        x: Number(free[2]),
        y: Number(free[3]),
        width: Number(free[4]),
        height: Number(free[5]),
        rotation: normaliseRotation(entry.rotation_deg),
        ...(entry.flip_x ? { flipX: true } : {}),
        ...(entry.flip_y ? { flipY: true } : {}),
        ...(entry.filter ? { filter: entry.filter } : {}),
      });
    else if (slot)
      photos[slot.id] = {
        photo: entry.image,
        transform: cropToTransform(slot, entry.image, entry.crop, entry.rotation_deg, entry.fit),
        ...(entry.flip_x ? { flipX: true } : {}),
        ...(entry.flip_y ? { flipY: true } : {}),
        ...(entry.fit === 'fit' ? { fit: 'fit' as const } : {}),
        ...(entry.filter ? { filter: entry.filter } : {}),
      };
  }
  return { photos, freePhotos };
}

/**
 * A saved page's texts: those of its template's text slots (aligned as the template says), and
 * those placed freely.
 */
function savedTexts(textSlots: readonly TextSlot[], savedPage: SavedPage) {
  const texts: Record<string, PlacedText> = {};
  const freeTexts: FreeText[] = [];
  for (const entry of savedPage.texts) {
    const slot = textSlots.find((candidate) => candidate.id === entry.slot_id);
    const free = freeTextPattern.exec(entry.slot_id);
    if (slot)
      texts[slot.id] = {
        text: entry.text,
        fontFamily: entry.font_family ?? slot.fontFamily,
        fontSizePt: entry.font_size_pt ?? slot.fontSizePt,
        color: entry.color ?? slot.color,
        align: slot.align,
        ...savedTextExtras(entry),
      };
    else if (free)
      freeTexts.push({
        id: free[1] ?? entry.slot_id,
        x: Number(free[2]),
        y: Number(free[3]),
        width: Number(free[4]),
        height: Number(free[5]),
        text: entry.text,
        fontFamily: entry.font_family ?? 'Inter',
        fontSizePt: entry.font_size_pt ?? 18,
        color: entry.color ?? '#1b1b1b',
        align: entry.align ?? 'center',
        ...savedTextExtras(entry),
      });
  }
  return { texts, freeTexts };
}
