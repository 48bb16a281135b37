import { coverTransform, normaliseRotation } from './geometry.ts';
import type { DesignPage, FreePhoto, PhotoAsset, Rect, Template } from './types.ts';

/** The smallest side a free photo may have, in millimetres: smaller is too small to handle. */
export const minFreePhotoMm = 10;
/** A new free photo's share of the safe area: room around it to move it. */
const defaultShare = 0.6;

/** Whether the template lets the customer place photos anywhere on this page. */
export function allowsFreePhotos(template: Template, page: Pick<DesignPage, 'templateIndex'>) {
  return template.pages[page.templateIndex]?.free_photos === true;
}

/** The page's safe area, in millimetres from the trimmed page's top-left corner. */
export function safeAreaOf(template: Template): Rect {
  const { width, height } = template.print_size_mm;
  const safe = template.safe_area_mm;
  return {
    x: safe.left,
    y: safe.top,
    width: width - safe.left - safe.right,
    height: height - safe.top - safe.bottom,
  };
}

/** Height over width of a photo: a free photo's frame keeps it. */
const aspectOf = (photo: Pick<PhotoAsset, 'width' | 'height'>) => photo.height / photo.width;

/** The width that keeps both sides of a frame of this aspect at least `minFreePhotoMm`. */
export function smallestWidth(photo: Pick<PhotoAsset, 'width' | 'height'>): number {
  return Math.max(minFreePhotoMm, minFreePhotoMm / aspectOf(photo));
}

/**
 * A new free photo: the whole photo at a size that fits well inside the safe area, centred on the
 * page or on `at` (a point on the page in millimetres, where it was dropped), moved back inside the
 * safe area where it would cross it.
 */
export function newFreePhoto(
  template: Template,
  id: string,
  photo: PhotoAsset,
  at?: { x: number; y: number },
): FreePhoto {
  const safe = safeAreaOf(template);
  const aspect = aspectOf(photo);
  const width = Math.max(
    smallestWidth(photo),
    Math.min(safe.width * defaultShare, (safe.height * defaultShare) / aspect),
  );
  const height = width * aspect;
  const centre = at ?? { x: safe.x + safe.width / 2, y: safe.y + safe.height / 2 };
  const keepIn = (value: number, size: number, start: number, room: number) =>
    size >= room
      ? start + (room - size) / 2
      : Math.min(start + room - size, Math.max(start, value));
  return {
    id,
    photo: { url: photo.url, width: photo.width, height: photo.height },
    transform: coverTransform,
    x: keepIn(centre.x - width / 2, width, safe.x, safe.width),
    y: keepIn(centre.y - height / 2, height, safe.y, safe.height),
    width,
    height,
    rotation: 0,
  };
}

/** The frame resized to `width` about its centre, keeping the photo's aspect and the smallest size. */
export function resizedFrame(free: FreePhoto, width: number): Rect {
  const next = Math.max(smallestWidth(free.photo), Number.isFinite(width) ? width : free.width);
  const height = next * aspectOf(free.photo);
  return {
    x: free.x + (free.width - next) / 2,
    y: free.y + (free.height - height) / 2,
    width: next,
    height,
  };
}

/** What may change of a free photo in one step; its height always follows its width. */
export type FreePhotoChanges = Partial<
  Pick<FreePhoto, 'x' | 'y' | 'width' | 'rotation' | 'flipX' | 'flipY'>
>;

/** A free photo with changes applied: its frame keeps the photo's aspect and the smallest size. */
export function changedFreePhoto(free: FreePhoto, changes: FreePhotoChanges): FreePhoto {
  const width = Math.max(
    smallestWidth(free.photo),
    changes.width !== undefined && Number.isFinite(changes.width) ? changes.width : free.width,
  );
  const { flipX, flipY, ...rest } = { ...free, ...changes };
  return {
    ...rest,
    ...(flipX ? { flipX: true } : {}),
    ...(flipY ? { flipY: true } : {}),
    x: Number.isFinite(rest.x) ? rest.x : free.x,
    y: Number.isFinite(rest.y) ? rest.y : free.y,
    width,
    height: width * aspectOf(free.photo),
    rotation: normaliseRotation(Number.isFinite(rest.rotation) ? rest.rotation : free.rotation),
    // A free photo shows the whole photo: fill and fit look the same, and there is no crop.
    transform: coverTransform,
  };
}

/** True when two free photos print the same (within a hundredth of a millimetre or degree). */
export function sameFreePhoto(a: FreePhoto, b: FreePhoto): boolean {
  const close = (key: 'x' | 'y' | 'width' | 'height' | 'rotation') =>
    Math.abs(a[key] - b[key]) < 1e-6;
  return (
    close('x') &&
    close('y') &&
    close('width') &&
    close('height') &&
    close('rotation') &&
    Boolean(a.flipX) === Boolean(b.flipX) &&
    Boolean(a.flipY) === Boolean(b.flipY)
  );
}
