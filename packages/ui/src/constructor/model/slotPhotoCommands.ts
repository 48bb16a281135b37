import { autoFill } from './autoFill.ts';
import { updatePage, withoutKey, type CommandHandlers } from './commandHandlers.ts';
import { coverPlacement, findPhotoSlot } from './document.ts';
import { clampTransform, initialTransform, maxZoom } from './geometry.ts';
import type {
  DesignDoc,
  PhotoAsset,
  PhotoFit,
  PhotoSlot,
  PhotoTransform,
  PlacedPhoto,
  Template,
} from './types.ts';

/** The commands on the photos in a page's slots. */
export type SlotPhotoCommand =
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
  | { type: 'setPhotoFit'; pageIndex: number; slotId: string; fit: PhotoFit };

type SwapPhotos = Extract<SlotPhotoCommand, { type: 'swapPhotos' }>;

function sameTransform(a: PhotoTransform, b: PhotoTransform): boolean {
  return (Object.keys(a) as (keyof PhotoTransform)[]).every(
    (key) => Math.abs(a[key] - b[key]) < 1e-9,
  );
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
    if (sameTransform(transform, placed.transform)) return page;
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

/**
 * A photo to a slot on another page, and that slot's photo (if any) back to where the first one
 * was: each starts its crop afresh in its new slot, keeping its flips and fit.
 */
function swapAcrossPages(
  template: Template,
  doc: DesignDoc,
  command: SwapPhotos,
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

function swapPhotos(template: Template, doc: DesignDoc, command: SwapPhotos): DesignDoc {
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
}

/** The crop commands: each changes the photo's transform, kept covering its slot. */
const cropCommands: CommandHandlers<
  Extract<
    SlotPhotoCommand,
    { type: 'panPhoto' | 'zoomPhoto' | 'setPhotoTransform' | 'rotatePhoto' }
  >
> = {
  panPhoto: (template, doc, command) =>
    transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => ({
      ...transform,
      offsetX: transform.offsetX + command.dx,
      offsetY: transform.offsetY + command.dy,
    })),
  zoomPhoto: (template, doc, command) =>
    transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => {
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
    }),
  setPhotoTransform: (template, doc, command) =>
    transformPhoto(template, doc, command.pageIndex, command.slotId, () => ({
      ...command.transform,
    })),
  rotatePhoto: (template, doc, command) =>
    transformPhoto(template, doc, command.pageIndex, command.slotId, (transform) => ({
      ...transform,
      rotation: command.rotation,
    })),
};

export const slotPhotoCommands: CommandHandlers<SlotPhotoCommand> = {
  ...cropCommands,
  placePhoto: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => {
      const slot = findPhotoSlot(template, page, command.slotId);
      if (!slot) return page;
      return {
        ...page,
        photos: { ...page.photos, [slot.id]: coverPlacement(slot, command.photo) },
      };
    }),
  autoFill: (template, doc, command) =>
    autoFill(template, doc, command.photos, { repeat: command.repeat }),
  removePhoto: (_template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) =>
      page.photos[command.slotId]
        ? { ...page, photos: withoutKey(page.photos, command.slotId) }
        : page,
    ),
  resetPhoto: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => {
      const placed = page.photos[command.slotId];
      const slot = findPhotoSlot(template, page, command.slotId);
      if (!placed || !slot) return page;
      const transform = initialTransform(slot, placed.photo, placed.fit);
      if (sameTransform(transform, placed.transform)) return page;
      return { ...page, photos: { ...page.photos, [slot.id]: { ...placed, transform } } };
    }),
  swapPhotos,
  flipPhoto: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => {
      const placed = page.photos[command.slotId];
      if (!placed || !findPhotoSlot(template, page, command.slotId)) return page;
      const key = command.axis === 'horizontal' ? 'flipX' : 'flipY';
      const { [key]: flipped, ...rest } = placed;
      const next: PlacedPhoto = flipped ? rest : { ...rest, [key]: true };
      return { ...page, photos: { ...page.photos, [command.slotId]: next } };
    }),
  setPhotoFit: (template, doc, command) =>
    updatePage(doc, command.pageIndex, (page) => {
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
    }),
};
