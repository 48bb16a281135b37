import {
  coverScale,
  drawnTextStyle,
  fontSizeMm,
  lineHeightOf,
  type FreePhoto,
  type PhotoSlot,
  type PhotoTransform,
  type PlacedPhoto,
  type PlacedSticker,
  type PlacedText,
} from '../model/index.ts';
import { canvasFontFamily, canvasFontStyle } from './fonts.ts';

// The Konva attributes of a page's parts in canvas pixels (`scale` pixels per millimetre), shared
// by the editor's canvas and the preview drawn for the cart, so both show the same page.

/** A slot's group: at the slot's centre, turned with the slot. */
export const slotFrame = (slot: PhotoSlot, scale: number) => ({
  x: (slot.x + slot.width / 2) * scale,
  y: (slot.y + slot.height / 2) * scale,
  rotation: slot.rotation,
});

/** The slot's area about its centre: its clip and its empty mark. */
export const slotArea = (slot: PhotoSlot, scale: number) => ({
  x: (-slot.width / 2) * scale,
  y: (-slot.height / 2) * scale,
  width: slot.width * scale,
  height: slot.height * scale,
});

export const slotClip = (slot: PhotoSlot, scale: number) => {
  const area = slotArea(slot, scale);
  return { clipX: area.x, clipY: area.y, clipWidth: area.width, clipHeight: area.height };
};

/** The attributes of a photo's node for a crop, about the slot's centre. */
export function photoAttrs(
  slot: PhotoSlot,
  placed: PlacedPhoto,
  transform: PhotoTransform,
  scale: number,
) {
  const mmPerPixel = coverScale(slot, placed.photo, transform.rotation) * transform.zoom;
  const width = placed.photo.width * mmPerPixel * scale;
  const height = placed.photo.height * mmPerPixel * scale;
  return {
    x: transform.offsetX * scale,
    y: transform.offsetY * scale,
    width,
    height,
    offsetX: width / 2,
    offsetY: height / 2,
    rotation: transform.rotation,
  };
}

/** A mirrored photo's scale. */
export const flipAttrs = (photo: { flipX?: boolean; flipY?: boolean }) => ({
  scaleX: photo.flipX ? -1 : 1,
  scaleY: photo.flipY ? -1 : 1,
});

/** A free photo's group: at its centre, turned. */
export const freePhotoFrame = (free: FreePhoto, scale: number) => ({
  x: (free.x + free.width / 2) * scale,
  y: (free.y + free.height / 2) * scale,
  rotation: free.rotation,
});

/** A free photo's image in its group: the whole photo about the centre, mirrored as asked. */
export function freePhotoImage(free: FreePhoto, scale: number) {
  const width = free.width * scale;
  const height = free.height * scale;
  return { width, height, offsetX: width / 2, offsetY: height / 2, ...flipAttrs(free) };
}

/** A text's node, at the top left of its box; with "fit text", at the size that fits the box. */
export const textAttrs = (
  box: { width: number; height: number },
  text: PlacedText,
  scale: number,
) => ({
  width: box.width * scale,
  text: text.text,
  fontFamily: canvasFontFamily(text.fontFamily),
  fontStyle: canvasFontStyle(text),
  fontSize: fontSizeMm(drawnTextStyle(text.text, text, box)) * scale,
  lineHeight: lineHeightOf(text),
  fill: text.color,
  align: text.align,
  wrap: 'word',
});

/** The photo slot under a point of the canvas (pixels from its top-left corner, bleed included). */
export function photoSlotAt(
  photoSlots: readonly PhotoSlot[],
  { scale, bleed }: { scale: number; bleed: number },
  x: number,
  y: number,
): PhotoSlot | undefined {
  const mmX = x / scale - bleed;
  const mmY = y / scale - bleed;
  return photoSlots.find(
    (slot) =>
      mmX >= slot.x && mmX <= slot.x + slot.width && mmY >= slot.y && mmY <= slot.y + slot.height,
  );
}

/** A sticker's node: turned about its centre, at its place on the trimmed page. */
export const stickerAttrs = (sticker: PlacedSticker, scale: number) => ({
  x: (sticker.x + sticker.width / 2) * scale,
  y: (sticker.y + sticker.height / 2) * scale,
  width: sticker.width * scale,
  height: sticker.height * scale,
  offsetX: (sticker.width * scale) / 2,
  offsetY: (sticker.height * scale) / 2,
  rotation: sticker.rotation,
});
