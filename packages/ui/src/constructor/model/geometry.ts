import type { PhotoAsset, PhotoFit, PhotoTransform, Rect } from './types.ts';

/** The most a photo may be enlarged beyond its cover fit. */
export const maxZoom = 8;
const mmPerInch = 25.4;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Normalises an angle to (-180, 180]. */
export function normaliseRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

/** Size of the slot's bounding box seen from the photo's own (rotated) axes. */
function slotExtentInPhoto(slot: Pick<Rect, 'width' | 'height'>, rotation: number) {
  const cos = Math.abs(Math.cos(radians(rotation)));
  const sin = Math.abs(Math.sin(radians(rotation)));
  return { x: slot.width * cos + slot.height * sin, y: slot.width * sin + slot.height * cos };
}

/** Millimetres per photo pixel that just cover the slot at this rotation (zoom 1). */
export function coverScale(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  rotation: number,
): number {
  const extent = slotExtentInPhoto(slot, rotation);
  return Math.max(extent.x / photo.width, extent.y / photo.height);
}

/** Millimetres per photo pixel that show the whole photo inside the slot at this rotation. */
function containScale(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  rotation: number,
): number {
  const cos = Math.abs(Math.cos(radians(rotation)));
  const sin = Math.abs(Math.sin(radians(rotation)));
  return Math.min(
    slot.width / (photo.width * cos + photo.height * sin),
    slot.height / (photo.width * sin + photo.height * cos),
  );
}

/**
 * The smallest zoom a photo may have: 1 (cover) when it fills the slot, and the zoom that shows
 * the whole photo when it is fitted.
 */
export function minZoomOf(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  rotation: number,
  fit: PhotoFit = 'fill',
): number {
  if (fit === 'fill') return 1;
  return Math.min(1, containScale(slot, photo, rotation) / coverScale(slot, photo, rotation));
}

/** Millimetres per photo pixel as printed. */
function printScale(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
): number {
  return coverScale(slot, photo, transform.rotation) * transform.zoom;
}

/** Photo pixels per printed inch: what print quality depends on. */
export function effectiveDpi(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
): number {
  return mmPerInch / printScale(slot, photo, transform);
}

function rotate(x: number, y: number, degrees: number) {
  const cos = Math.cos(radians(degrees));
  const sin = Math.sin(radians(degrees));
  return { x: x * cos - y * sin, y: x * sin + y * cos };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The nearest transform that leaves no gap: zoom within [1, maxZoom], and the photo's centre
 * moved only as far as its edges still cover every corner of the slot. A fitted photo may be
 * smaller than its slot (down to showing it whole); along an axis where it is smaller it stays centred.
 */
export function clampTransform(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
  fit: PhotoFit = 'fill',
): PhotoTransform {
  const rotation = normaliseRotation(Number.isFinite(transform.rotation) ? transform.rotation : 0);
  const zoom = clamp(
    Number.isFinite(transform.zoom) ? transform.zoom : 1,
    minZoomOf(slot, photo, rotation, fit),
    maxZoom,
  );
  const scale = coverScale(slot, photo, rotation) * zoom;
  const extent = slotExtentInPhoto(slot, rotation);
  // In the photo's axes the allowed centres form a box; clamp there and turn back.
  const local = rotate(transform.offsetX || 0, transform.offsetY || 0, -rotation);
  const limitX = Math.max(0, (photo.width * scale - extent.x) / 2);
  const limitY = Math.max(0, (photo.height * scale - extent.y) / 2);
  const clamped = rotate(
    clamp(local.x, -limitX, limitX),
    clamp(local.y, -limitY, limitY),
    rotation,
  );
  return { zoom, rotation, offsetX: clamped.x, offsetY: clamped.y };
}

/**
 * The photo zoomed about the slot's centre (the point under it stays put), within the fit's
 * smallest zoom and `maxZoom`, and kept covering the slot: what the wheel and a pinch show.
 */
export function zoomAboutCentre(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
  zoom: number,
  fit: PhotoFit = 'fill',
): PhotoTransform {
  const next = clamp(
    Number.isFinite(zoom) ? zoom : transform.zoom,
    minZoomOf(slot, photo, transform.rotation, fit),
    maxZoom,
  );
  const ratio = next / transform.zoom;
  return clampTransform(
    slot,
    photo,
    {
      ...transform,
      zoom: next,
      offsetX: transform.offsetX * ratio,
      offsetY: transform.offsetY * ratio,
    },
    fit,
  );
}

export const coverTransform: PhotoTransform = { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 };

/** The starting transform of a fit: upright and centred, the whole photo shown or the slot covered. */
export function initialTransform(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  fit: PhotoFit = 'fill',
): PhotoTransform {
  return { ...coverTransform, zoom: minZoomOf(slot, photo, 0, fit) };
}

/** True when the whole photo lies inside the slot (within `tolerance` mm). */
export function slotShowsWholePhoto(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
  tolerance = 1e-6,
): boolean {
  const scale = printScale(slot, photo, transform);
  const halfW = (photo.width * scale) / 2;
  const halfH = (photo.height * scale) / 2;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].every(([sx = 0, sy = 0]) => {
    const corner = rotate(sx * halfW, sy * halfH, transform.rotation);
    return (
      Math.abs(corner.x + transform.offsetX) <= slot.width / 2 + tolerance &&
      Math.abs(corner.y + transform.offsetY) <= slot.height / 2 + tolerance
    );
  });
}

/**
 * True when every corner of the slot lies on the photo (within `tolerance` mm): the check the
 * clamp guarantees, written independently so tests can hold the clamp to it.
 */
export function photoCoversSlot(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: Pick<PhotoAsset, 'width' | 'height'>,
  transform: PhotoTransform,
  tolerance = 1e-6,
): boolean {
  const scale = printScale(slot, photo, transform);
  const halfW = (photo.width * scale) / 2;
  const halfH = (photo.height * scale) / 2;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].every(([sx = 0, sy = 0]) => {
    const local = rotate(
      (sx * slot.width) / 2 - transform.offsetX,
      (sy * slot.height) / 2 - transform.offsetY,
      -transform.rotation,
    );
    return Math.abs(local.x) <= halfW + tolerance && Math.abs(local.y) <= halfH + tolerance;
  });
}

/** The crop the API stores: the slot's bounding box in the photo's own pixels. */
export function transformToCrop(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: PhotoAsset,
  transform: PhotoTransform,
) {
  const scale = printScale(slot, photo, transform);
  const extent = slotExtentInPhoto(slot, transform.rotation);
  const local = rotate(transform.offsetX, transform.offsetY, -transform.rotation);
  const width = Math.min(photo.width, extent.x / scale);
  const height = Math.min(photo.height, extent.y / scale);
  // The crop is centred opposite to the photo's offset: moving the photo right shows more of its left.
  const x = clamp(photo.width / 2 - local.x / scale - width / 2, 0, photo.width - width);
  const y = clamp(photo.height / 2 - local.y / scale - height / 2, 0, photo.height - height);
  return { x, y, width, height };
}

/**
 * Back from the API's crop and rotation to the editor's transform. A fitted photo whose crop is the
 * whole photo comes back showing it whole.
 */
export function cropToTransform(
  slot: Pick<Rect, 'width' | 'height'>,
  photo: PhotoAsset,
  crop: { x: number; y: number; width: number; height: number },
  rotationDeg: number,
  fit: PhotoFit = 'fill',
): PhotoTransform {
  const rotation = normaliseRotation(rotationDeg);
  if (fit === 'fit' && crop.width >= photo.width - 0.5 && crop.height >= photo.height - 0.5)
    return { zoom: minZoomOf(slot, photo, rotation, fit), rotation, offsetX: 0, offsetY: 0 };
  const extent = slotExtentInPhoto(slot, rotation);
  const scale = Math.max(extent.x / crop.width, extent.y / crop.height);
  const zoom = scale / coverScale(slot, photo, rotation);
  const localX = (photo.width / 2 - (crop.x + crop.width / 2)) * scale;
  const localY = (photo.height / 2 - (crop.y + crop.height / 2)) * scale;
  const offset = rotate(localX, localY, rotation);
  return clampTransform(slot, photo, { zoom, rotation, offsetX: offset.x, offsetY: offset.y }, fit);
}
