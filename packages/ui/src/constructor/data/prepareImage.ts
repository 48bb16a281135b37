import { originalMaxPixels } from '@shop/domain';
import type { Template } from '../model/index.ts';
import type { UploadImageType } from './imageFile.ts';

const mmPerInch = 25.4;
/**
 * How far a photo filling a whole page can still be zoomed in before the editor's resolution
 * check (`min_effective_dpi`) warns about it: the resized photo keeps this much headroom.
 */
export const zoomHeadroom = 2;
/** Thumbnails in the tray: their longer side in pixels (two device pixels per CSS pixel). */
const thumbnailSize = 160;

/**
 * The shorter side a photo needs so that, filling the largest area it can print on (a whole page
 * with its bleed, in either orientation), it keeps `min_effective_dpi` at `zoomHeadroom` zoom.
 */
export function neededShortSide(
  template: Pick<Template, 'print_size_mm' | 'bleed_mm' | 'min_effective_dpi'>,
): number {
  const longestMm =
    Math.max(template.print_size_mm.width, template.print_size_mm.height) + 2 * template.bleed_mm;
  return Math.ceil((longestMm / mmPerInch) * template.min_effective_dpi * zoomHeadroom);
}

/** The size to send a photo at: scaled down so its shorter side is `shortSide`, never enlarged. */
export function resizedSize(width: number, height: number, shortSide: number) {
  const scale = Math.min(1, shortSide / Math.min(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale };
}

export interface PreparedImage {
  /** What is sent: the resized photo, or the original when it is small enough or cannot be decoded here. */
  file: File;
  /** A small object URL for the tray, when the browser could decode the photo. */
  thumbnailUrl?: string;
  /** More pixels than the constructor takes: the photo is not sent. */
  tooManyPixels?: boolean;
}

function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function encode(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The canvas's 2D context, asked of each kind of canvas on its own (the union's overloads blur). */
const context2d = (canvas: OffscreenCanvas | HTMLCanvasElement) =>
  'convertToBlob' in canvas ? canvas.getContext('2d') : canvas.getContext('2d');

function draw(bitmap: ImageBitmap, width: number, height: number, opaque: boolean) {
  const canvas = canvasOf(width, height);
  const context = context2d(canvas);
  if (!context) return null;
  if (opaque) {
    // Photos print on white: a transparent PNG must not turn black as a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/**
 * Makes the tray's thumbnail and scales the photo down to what the product's print size needs
 * (see {@link neededShortSide}), re-encoded as JPEG. Photos the browser cannot decode (HEIC in
 * most browsers) go as they are and get no thumbnail until the server answers.
 */
export async function prepareImage(
  file: File,
  type: UploadImageType,
  shortSide: number,
): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    // EXIF orientation is applied, so a portrait phone photo is sent upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file };
  }
  try {
    if (bitmap.width * bitmap.height > originalMaxPixels) return { file, tooManyPixels: true };
    const thumbScale = Math.min(1, thumbnailSize / Math.max(bitmap.width, bitmap.height));
    const thumbCanvas = draw(
      bitmap,
      Math.max(1, Math.round(bitmap.width * thumbScale)),
      Math.max(1, Math.round(bitmap.height * thumbScale)),
      false,
    );
    const thumbBlob = thumbCanvas ? await encode(thumbCanvas, 'image/webp', 0.8) : null;
    const thumbnailUrl = thumbBlob ? URL.createObjectURL(thumbBlob) : undefined;

    const target = resizedSize(bitmap.width, bitmap.height, shortSide);
    // Small enough already, or a format the browser cannot re-encode faithfully: sent as it is.
    if (target.scale >= 1 || type === 'image/heic') return { file, thumbnailUrl };
    const canvas = draw(bitmap, target.width, target.height, true);
    const blob = canvas ? await encode(canvas, 'image/jpeg', 0.92) : null;
    if (!blob || blob.size >= file.size) return { file, thumbnailUrl };
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return {
      file: new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified }),
      thumbnailUrl,
    };
  } finally {
    bitmap.close();
  }
}
