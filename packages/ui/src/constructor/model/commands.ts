import { clampTransform, initialTransform, maxZoom } from './geometry.ts';
import { autoFill } from './autoFill.ts';
import {
  coverPlacement,
  findPhotoSlot,
  pagePhotoSlots,
  pageTextSlots,
  textOfSlot,
} from './document.ts';
import {
  allowsFreePhotos,
  changedFreePhoto,
  newFreePhoto,
  resizedFrame,
  sameFreePhoto,
  type FreePhotoChanges,
} from './freePhotos.ts';
import { addPages, movePage, removePages } from './pages.ts';
import type { PhotoFilter } from './filters.ts';
import { filteredPage, grownFreeText, stickerPage, type StickerCommand } from './studioCommands.ts';
import type {
  DesignDoc,
  DesignPage,
  FreeText,
  PageLayout,
  PhotoAsset,
  PhotoFit,
  PhotoSlot,
  PhotoTransform,
  PlacedPhoto,
  PlacedText,
  Template,
  TextStyle,
} from './types.ts';

/** Every change a customer can make to a design. Each one is a single undo step. */
export type DesignCommand =
  | { type: 'placePhoto'; pageIndex: number; slotId: string; photo: PhotoAsset }
  /** Fills the empty slots (see `autoFill`); `repeat` uses photos again once all are placed. */
  | { type: 'autoFill'; photos: readonly PhotoAsset[]; repeat?: boolean }
  | { type: 'removePhoto'; pageIndex: number; slotId: string }
  /** Moves the photo inside its slot by millimetres along the slot's axes. */
  | { type: 'panPhoto'; pageIndex: number; slotId: string; dx: number; dy: number }
  | { type: 'zoomPhoto'; pageIndex: number; slotId: string; zoom: number }
  /**
   * The photo's whole crop at once (kept covering its slot): where a drag, a pinch or the wheel
   * on the canvas left it, committed on release.
   */
  | { type: 'setPhotoTransform'; pageIndex: number; slotId: string; transform: PhotoTransform }
  | { type: 'rotatePhoto'; pageIndex: number; slotId: string; rotation: number }
  | { type: 'resetPhoto'; pageIndex: number; slotId: string }
  /** Two slots' photos change places; the other slot may be on another page (`toPageIndex`). */
  | {
      type: 'swapPhotos';
      pageIndex: number;
      fromSlotId: string;
      toSlotId: string;
      toPageIndex?: number;
    }
  /** Mirrors the photo along one of its own axes. */
  | { type: 'flipPhoto'; pageIndex: number; slotId: string; axis: 'horizontal' | 'vertical' }
  /** Shows the whole photo (`fit`) or covers the slot (`fill`), starting again centred. */
  | { type: 'setPhotoFit'; pageIndex: number; slotId: string; fit: PhotoFit }
  | { type: 'setText'; pageIndex: number; slotId: string; text: string }
  | { type: 'setTextStyle'; pageIndex: number; slotId: string; style: Partial<TextStyle> }
  | { type: 'addFreeText'; pageIndex: number; freeText: FreeText }
  | {
      type: 'updateFreeText';
      pageIndex: number;
      id: string;
      changes: Partial<Omit<FreeText, 'id'>>;
    }
  | { type: 'removeFreeText'; pageIndex: number; id: string }
  /**
   * A photo anywhere on a page whose template allows it, outside the slots: the whole photo at a
   * size that fits the safe area, centred on the page or on `at` (millimetres on the page).
   */
  | {
      type: 'placeFreePhoto';
      pageIndex: number;
      id: string;
      photo: PhotoAsset;
      at?: { x: number; y: number };
    }
  /** Moves, turns or flips a free photo; a new width resizes it from its top-left corner. */
  | { type: 'updateFreePhoto'; pageIndex: number; id: string; changes: FreePhotoChanges }
  /** Resizes a free photo about its centre, keeping the photo's aspect. */
  | { type: 'resizeFreePhoto'; pageIndex: number; id: string; width: number }
  | { type: 'removeFreePhoto'; pageIndex: number; id: string }
  /** One step up (drawn over the next free photo) or down. */
  | { type: 'arrangeFreePhoto'; pageIndex: number; id: string; direction: 'forward' | 'backward' }
  /** A look and adjustments for a slot's photo or a free photo (`slotId` is then its id). */
  | { type: 'setPhotoFilter'; pageIndex: number; slotId: string; filter: PhotoFilter }
  | StickerCommand
  /** A colour `#rrggbb` or the name of one of the shop's patterns and textures. */
  | { type: 'setBackground'; pageIndex: number; color: string }
  | { type: 'setLayout'; pageIndex: number; layout: PageLayout }
  /** Books: a sheet of blank pages after this page; removing takes the sheet holding this page. */
  | { type: 'addPages'; afterIndex: number }
  | { type: 'removePages'; pageIndex: number }
  /** Books: an inner page to another inner position. */
  | { type: 'movePage'; from: number; to: number };

function updatePage(
  doc: DesignDoc,
  pageIndex: number,
  update: (page: DesignPage) => DesignPage,
): DesignDoc {
  const page = doc.pages[pageIndex];
  if (!page) return doc;
  const next = update(page);
  if (next === page) return doc;
  return {
    ...doc,
    pages: doc.pages.map((candidate, index) => (index === pageIndex ? next : candidate)),
  };
}

/**
 * A photo to a slot on another page, and that slot's photo (if any) back to where the first one
 * was: each starts its crop afresh in its new slot, keeping its flips and fit.
 */
function swapAcrossPages(
  template: Template,
  doc: DesignDoc,
  command: { pageIndex: number; fromSlotId: string; toSlotId: string },
  toPageIndex: number,
): DesignDoc {
  const fromPage = doc.pages[command.pageIndex];
  const toPage = doc.pages[toPageIndex];
  if (!fromPage || !toPage) return doc;
  const from = findPhotoSlot(template, fromPage, command.fromSlotId);
  const to = findPhotoSlot(template, toPage, command.toSlotId);
  const moving = fromPage.photos[command.fromSlotId];
  if (!from || !to || !moving) return doc;
  const other = toPage.photos[to.id];
  const arrived = updatePage(doc, toPageIndex, (page) => ({
    ...page,
    photos: { ...page.photos, [to.id]: movePlacement(to, moving) },
  }));
  return updatePage(arrived, command.pageIndex, (page) => ({
    ...page,
    photos: other
      ? { ...page.photos, [from.id]: movePlacement(from, other) }
      : withoutKey(page.photos, from.id),
  }));
}

function transformPhoto(
  template: Template,
  doc: DesignDoc,
  pageIndex: number,
  slotId: string,
  change: (transform: PhotoTransform) => PhotoTransform,
): DesignDoc {
  return updatePage(doc, pageIndex, (page) => {
    const placed = page.photos[slotId];
    const slot = findPhotoSlot(template, page, slotId);
    if (!placed || !slot) return page;
    const transform = clampTransform(slot, placed.photo, change(placed.transform), placed.fit);
    const same = (Object.keys(transform) as (keyof PhotoTransform)[]).every(
      (key) => Math.abs(transform[key] - placed.transform[key]) < 1e-9,
    );
    if (same) return page;
    return { ...page, photos: { ...page.photos, [slotId]: { ...placed, transform } } };
  });
}

/** A placed photo moved to another slot: its flips and fit go with it, its crop starts afresh. */
function movePlacement(slot: PhotoSlot, placed: PlacedPhoto): PlacedPhoto {
  const moved = coverPlacement(slot, placed.photo);
  return {
    ...moved,
    ...(placed.flipX ? { flipX: true } : {}),
    ...(placed.flipY ? { flipY: true } : {}),
    ...(placed.fit === 'fit'
      ? { fit: 'fit', transform: initialTransform(slot, placed.photo, 'fit') }
      : {}),
  };
}

function withoutKey<Value>(
  record: Readonly<Record<string, Value>>,
  key: string,
): Record<string, Value> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * Applies one command. Unknown slots or pages leave the document as it was (the same object),
 * so callers can tell that nothing changed.
 */
export function applyCommand(
  template: Template,
  doc: DesignDoc,
  command: DesignCommand,
): DesignDoc {
  switch (command.type) {
    case 'placePhoto':
      return updatePage(doc, command.pageIndex, (page) => {
        const slot = findPhotoSlot(template, page, command.slotId);
        if (!slot) return page;
        return {
          ...page,
          photos: { ...page.photos, [slot.id]: coverPlacement(slot, command.photo) },
        };
      });
    case 'autoFill':
      return autoFill(template, doc, command.photos, { repeat: command.repeat });
    case 'removePhoto':
      return updatePage(doc, command.pageIndex, (page) =>
        page.photos[command.slotId]
          ? { ...page, photos: withoutKey(page.photos, command.slotId) }
          : page,
      );
    case 'panPhoto':
      return transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => ({
        ...transform,
        offsetX: transform.offsetX + command.dx,
        offsetY: transform.offsetY + command.dy,
      }));
    case 'zoomPhoto':
      return transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => {
        // The clamp raises a zoom below the fit's minimum.
        const zoom = Math.min(maxZoom, Math.max(0.01, command.zoom));
        // Zoom about the slot's centre: the point under it stays put.
        const ratio = zoom / transform.zoom;
        return {
          ...transform,
          zoom,
          offsetX: transform.offsetX * ratio,
          offsetY: transform.offsetY * ratio,
        };
      });
    case 'setPhotoTransform':
      return transformPhoto(template, doc, command.pageIndex, command.slotId, () => ({
        ...command.transform,
      }));
    case 'rotatePhoto':
      return transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => ({
        ...transform,
        rotation: command.rotation,
      }));
    case 'resetPhoto':
      return updatePage(doc, command.pageIndex, (page) => {
        const placed = page.photos[command.slotId];
        const slot = findPhotoSlot(template, page, command.slotId);
        if (!placed || !slot) return page;
        const transform = initialTransform(slot, placed.photo, placed.fit);
        const same = (Object.keys(transform) as (keyof PhotoTransform)[]).every(
          (key) => Math.abs(transform[key] - placed.transform[key]) < 1e-9,
        );
        if (same) return page;
        return { ...page, photos: { ...page.photos, [slot.id]: { ...placed, transform } } };
      });
    case 'swapPhotos':
      if (command.toPageIndex !== undefined && command.toPageIndex !== command.pageIndex)
        return swapAcrossPages(template, doc, command, command.toPageIndex);
      return updatePage(doc, command.pageIndex, (page) => {
        const from = findPhotoSlot(template, page, command.fromSlotId);
        const to = findPhotoSlot(template, page, command.toSlotId);
        const moving = page.photos[command.fromSlotId];
        if (!from || !to || !moving || from.id === to.id) return page;
        const other = page.photos[command.toSlotId];
        const photos: Record<string, PlacedPhoto> = {
          ...withoutKey(page.photos, from.id),
          [to.id]: movePlacement(to, moving),
        };
        if (other) photos[from.id] = movePlacement(from, other);
        return { ...page, photos };
      });
    case 'flipPhoto':
      return updatePage(doc, command.pageIndex, (page) => {
        const placed = page.photos[command.slotId];
        if (!placed || !findPhotoSlot(template, page, command.slotId)) return page;
        const key = command.axis === 'horizontal' ? 'flipX' : 'flipY';
        const { [key]: flipped, ...rest } = placed;
        const next: PlacedPhoto = flipped ? rest : { ...rest, [key]: true };
        return { ...page, photos: { ...page.photos, [command.slotId]: next } };
      });
    case 'setPhotoFit':
      return updatePage(doc, command.pageIndex, (page) => {
        const placed = page.photos[command.slotId];
        const slot = findPhotoSlot(template, page, command.slotId);
        if (!placed || !slot || (placed.fit ?? 'fill') === command.fit) return page;
        const { fit: _fit, ...rest } = placed;
        const next: PlacedPhoto = {
          ...rest,
          ...(command.fit === 'fit' ? { fit: 'fit' } : {}),
          transform: initialTransform(slot, placed.photo, command.fit),
        };
        return { ...page, photos: { ...page.photos, [command.slotId]: next } };
      });
    case 'setText':
    case 'setTextStyle':
      return updatePage(doc, command.pageIndex, (page) => {
        const slot = pageTextSlots(template, page).find(
          (candidate) => candidate.id === command.slotId,
        );
        if (!slot) return page;
        const current = textOfSlot(page, slot);
        const next: PlacedText =
          command.type === 'setText'
            ? { ...current, text: command.text.slice(0, slot.maxLength) }
            : { ...current, ...command.style };
        return { ...page, texts: { ...page.texts, [slot.id]: next } };
      });
    case 'addFreeText':
      return updatePage(doc, command.pageIndex, (page) =>
        page.freeTexts.some((text) => text.id === command.freeText.id)
          ? page
          : { ...page, freeTexts: [...page.freeTexts, command.freeText] },
      );
    case 'updateFreeText':
      return updatePage(doc, command.pageIndex, (page) =>
        page.freeTexts.some((text) => text.id === command.id)
          ? {
              ...page,
              freeTexts: page.freeTexts.map((text) =>
                text.id === command.id ? grownFreeText({ ...text, ...command.changes }) : text,
              ),
            }
          : page,
      );
    case 'removeFreeText':
      return updatePage(doc, command.pageIndex, (page) =>
        page.freeTexts.some((text) => text.id === command.id)
          ? { ...page, freeTexts: page.freeTexts.filter((text) => text.id !== command.id) }
          : page,
      );
    case 'placeFreePhoto':
      return updatePage(doc, command.pageIndex, (page) =>
        !allowsFreePhotos(template, page) || page.freePhotos.some((free) => free.id === command.id)
          ? page
          : {
              ...page,
              freePhotos: [
                ...page.freePhotos,
                newFreePhoto(template, command.id, command.photo, command.at),
              ],
            },
      );
    case 'updateFreePhoto':
    case 'resizeFreePhoto':
      return updatePage(doc, command.pageIndex, (page) => {
        const current = page.freePhotos.find((free) => free.id === command.id);
        if (!current) return page;
        const next = changedFreePhoto(
          current,
          command.type === 'updateFreePhoto'
            ? command.changes
            : resizedFrame(current, command.width),
        );
        if (sameFreePhoto(current, next)) return page;
        return {
          ...page,
          freePhotos: page.freePhotos.map((free) => (free.id === command.id ? next : free)),
        };
      });
    case 'removeFreePhoto':
      return updatePage(doc, command.pageIndex, (page) =>
        page.freePhotos.some((free) => free.id === command.id)
          ? { ...page, freePhotos: page.freePhotos.filter((free) => free.id !== command.id) }
          : page,
      );
    case 'arrangeFreePhoto':
      return updatePage(doc, command.pageIndex, (page) => {
        const from = page.freePhotos.findIndex((free) => free.id === command.id);
        const to = from + (command.direction === 'forward' ? 1 : -1);
        const moving = page.freePhotos[from];
        if (!moving || to < 0 || to >= page.freePhotos.length) return page;
        const freePhotos = page.freePhotos.toSpliced(from, 1).toSpliced(to, 0, moving);
        return { ...page, freePhotos };
      });
    case 'setPhotoFilter':
      return updatePage(doc, command.pageIndex, (page) => filteredPage(page, command));
    case 'addSticker':
    case 'updateSticker':
    case 'removeSticker':
      return updatePage(doc, command.pageIndex, (page) => stickerPage(template, page, command));
    case 'setBackground':
      return updatePage(doc, command.pageIndex, (page) =>
        page.background === command.color ? page : { ...page, background: command.color },
      );
    case 'setLayout':
      return updatePage(doc, command.pageIndex, (page) => {
        if (page.layout === command.layout) return page;
        // Photos move to the new slots in order; extra photos stay in the tray.
        const photos = pagePhotoSlots(template, page).flatMap((slot) => {
          const placed = page.photos[slot.id];
          return placed ? [placed.photo] : [];
        });
        const nextPage: DesignPage = { ...page, layout: command.layout, photos: {} };
        const slots = pagePhotoSlots(template, nextPage);
        const placed = Object.fromEntries(
          slots.flatMap((slot, position) =>
            photos[position] ? [[slot.id, coverPlacement(slot, photos[position])]] : [],
          ),
        );
        return { ...nextPage, photos: placed };
      });
    case 'addPages':
      return addPages(template, doc, command.afterIndex);
    case 'removePages':
      return removePages(template, doc, command.pageIndex);
    case 'movePage':
      return movePage(template, doc, command.from, command.to);
  }
}
