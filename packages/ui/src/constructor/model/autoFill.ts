import { coverTransform, effectiveDpi } from './geometry.ts';
import { coverPlacement, pagePhotoSlots } from './document.ts';
import { layoutPhotoCount } from './layouts.ts';
import type {
  DesignDoc,
  DesignPage,
  PageLayout,
  PhotoAsset,
  PhotoSlot,
  PlacedPhoto,
  Template,
} from './types.ts';

export interface AutoFillOptions {
  /** The customer asked for every slot to be filled, repeating photos once all are used. */
  repeat?: boolean;
}

type Orientation = 'landscape' | 'portrait' | 'square';

/** Within 5 % of square counts as square: it suits either kind of slot. */
export function orientationOf({ width, height }: { width: number; height: number }): Orientation {
  if (width > height * 1.05) return 'landscape';
  if (height > width * 1.05) return 'portrait';
  return 'square';
}

const suits = (photo: PhotoAsset, slot: PhotoSlot) => {
  const a = orientationOf(photo);
  const b = orientationOf(slot);
  return a === b || a === 'square' || b === 'square';
};

const pixels = (photo: PhotoAsset) => photo.width * photo.height;

/** The resolution a photo prints at when it covers the slot (as auto-fill places it). */
const dpiIn = (slot: PhotoSlot, photo: PhotoAsset) => effectiveDpi(slot, photo, coverTransform);

const nameOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The order the photos were taken in: EXIF date, then file name; upload order breaks ties. */
export function inTakenOrder(photos: readonly PhotoAsset[]): PhotoAsset[] {
  return photos
    .map((photo, position) => ({ photo, position }))
    .sort(
      (a, b) =>
        (a.photo.takenAt ?? Infinity) - (b.photo.takenAt ?? Infinity) ||
        nameOrder.compare(a.photo.name ?? '', b.photo.name ?? '') ||
        a.position - b.position,
    )
    .map(({ photo }) => photo);
}

/** Layouts auto-fill gives an empty page, by how many photos it should hold; all keep the texts. */
const roomyLayouts: readonly PageLayout[] = [
  'single',
  'pair',
  'threeColumns',
  'grid',
  'fiveMosaic',
  'sixCaptioned',
];

/** An empty page the customer has not laid out: auto-fill may choose its layout. */
const isBlank = (template: Template, page: DesignPage) =>
  page.layout === 'template' &&
  Object.keys(page.photos).length === 0 &&
  page.freePhotos.length === 0 &&
  pagePhotoSlots(template, page).length > 0;

/**
 * When there are more photos than empty slots, blank pages get layouts with room for their share
 * (up to six photos each), so every photo finds a place.
 */
function withRoomFor(template: Template, pages: readonly DesignPage[], photos: number) {
  const emptySlots = (page: DesignPage) =>
    pagePhotoSlots(template, page).filter((slot) => !page.photos[slot.id]).length;
  const blank = pages.filter((page) => isBlank(template, page));
  const elsewhere = pages
    .filter((page) => !isBlank(template, page))
    .reduce((sum, page) => sum + emptySlots(page), 0);
  let remaining = photos - elsewhere;
  if (remaining <= blank.reduce((sum, page) => sum + emptySlots(page), 0)) return pages;
  let blankLeft = blank.length;
  const chosen = new Map<string, PageLayout>();
  for (const page of blank) {
    const share = Math.ceil(remaining / blankLeft);
    const layout = roomyLayouts.find((candidate) => (layoutPhotoCount(candidate) ?? 0) >= share);
    const next = share > emptySlots(page) ? (layout ?? roomyLayouts.at(-1)) : undefined;
    if (next) chosen.set(page.id, next);
    remaining -= next ? (layoutPhotoCount(next) ?? 0) : emptySlots(page);
    blankLeft -= 1;
  }
  return pages.map((page) => {
    const layout = chosen.get(page.id);
    return layout ? { ...page, layout } : page;
  });
}

/**
 * The photos to place, in taken order: unused ones first; with `repeat`, the rest again in turn
 * until every slot has one. Without it, a surplus leaves out the photos with the fewest pixels.
 */
function photosToPlace(
  ordered: readonly PhotoAsset[],
  used: ReadonlySet<string>,
  slots: number,
  repeat: boolean,
): PhotoAsset[] {
  const unused = ordered.filter((photo) => !used.has(photo.url));
  if (unused.length > slots) {
    const smallest = new Set(
      [...unused].sort((a, b) => pixels(a) - pixels(b)).slice(0, unused.length - slots),
    );
    return unused.filter((photo) => !smallest.has(photo));
  }
  if (!repeat || ordered.length === 0) return unused;
  const again = [...unused, ...ordered.filter((photo) => used.has(photo.url))];
  return Array.from({ length: slots }, (_, at) => again[at % again.length] as PhotoAsset);
}

/**
 * A page's photos to its slots: the largest slot first, each taking the photo that prints sharp
 * there, suits its orientation and has the most pixels, in that order of importance.
 */
function matchOnPage(slots: readonly PhotoSlot[], photos: readonly PhotoAsset[], minDpi: number) {
  const left = [...photos];
  const bySize = [...slots].sort((a, b) => b.width * b.height - a.width * a.height);
  const matched: { slot: PhotoSlot; photo: PhotoAsset }[] = [];
  for (const slot of bySize) {
    let best = -1;
    let bestScore = -Infinity;
    left.forEach((photo, at) => {
      const score =
        (dpiIn(slot, photo) >= minDpi ? 4 : 0) +
        (suits(photo, slot) ? 2 : 0) +
        pixels(photo) / Number.MAX_SAFE_INTEGER;
      if (score > bestScore) [best, bestScore] = [at, score];
    });
    const [photo] = best >= 0 ? left.splice(best, 1) : [];
    if (photo) matched.push({ slot, photo });
  }
  return matched;
}

interface Placement {
  pageIndex: number;
  slot: PhotoSlot;
  photo: PhotoAsset;
}

/**
 * A photo that prints below the threshold goes nowhere a better one fits: an unused photo that
 * prints sharp there takes its place, or another placed photo changes places with it when both
 * print sharp after the swap.
 */
function raiseResolution(placements: Placement[], unused: PhotoAsset[], minDpi: number) {
  for (const placement of placements) {
    if (dpiIn(placement.slot, placement.photo) >= minDpi) continue;
    const spare = unused.findIndex((photo) => dpiIn(placement.slot, photo) >= minDpi);
    if (spare >= 0) {
      const [better] = unused.splice(spare, 1, placement.photo);
      if (better) placement.photo = better;
      continue;
    }
    const partner = placements.find(
      (other) =>
        dpiIn(placement.slot, other.photo) >= minDpi &&
        dpiIn(other.slot, placement.photo) >= minDpi,
    );
    if (partner) [partner.photo, placement.photo] = [placement.photo, partner.photo];
  }
}

/**
 * Smart auto-fill: the empty slots of the design get the customer's photos in the order they were
 * taken, page after page, with no photo twice while unused photos remain (unless `repeat`),
 * landscape photos in landscape slots and portrait ones in portrait slots, the largest slots with
 * the photos of most pixels, and blank pages laid out to hold a surplus of photos.
 */
export function autoFill(
  template: Template,
  doc: DesignDoc,
  photos: readonly PhotoAsset[],
  { repeat = false }: AutoFillOptions = {},
): DesignDoc {
  const ordered = inTakenOrder(
    photos.filter((photo, at) => photos.findIndex((other) => other.url === photo.url) === at),
  );
  const used = new Set(
    doc.pages.flatMap((page) =>
      [...Object.values(page.photos), ...page.freePhotos].map((placed) => placed.photo.url),
    ),
  );
  const unusedCount = ordered.filter((photo) => !used.has(photo.url)).length;
  const pages = withRoomFor(template, doc.pages, unusedCount);
  const emptyByPage = pages.map((page) =>
    pagePhotoSlots(template, page).filter((slot) => !page.photos[slot.id]),
  );
  const slotCount = emptyByPage.reduce((sum, slots) => sum + slots.length, 0);
  const queue = photosToPlace(ordered, used, slotCount, repeat);
  const minDpi = template.min_effective_dpi;
  const placements: Placement[] = [];
  let next = 0;
  emptyByPage.forEach((slots, pageIndex) => {
    const share = queue.slice(next, next + slots.length);
    next += share.length;
    for (const { slot, photo } of matchOnPage(slots, share, minDpi))
      placements.push({ pageIndex, slot, photo });
  });
  const placed = new Set(placements.map((placement) => placement.photo.url));
  raiseResolution(
    placements,
    ordered.filter((photo) => !used.has(photo.url) && !placed.has(photo.url)),
    minDpi,
  );
  const added = new Map<number, Record<string, PlacedPhoto>>();
  for (const { pageIndex, slot, photo } of placements)
    added.set(pageIndex, { ...added.get(pageIndex), [slot.id]: coverPlacement(slot, photo) });
  const changed = pages.some((page, at) => page !== doc.pages[at]);
  if (added.size === 0 && !changed) return doc;
  return {
    ...doc,
    pages: pages.map((page, at) => {
      const photosOnPage = added.get(at);
      return photosOnPage ? { ...page, photos: { ...page.photos, ...photosOnPage } } : page;
    }),
  };
}
