import type { Image as ApiImage } from '../api/schemas/common.ts';

/** A picture as a `<picture>` offers it: a srcset per format, and its own size in pixels. */
export interface ImageSources {
  avif?: string;
  webp?: string;
  /** The jpg or png every browser can show. */
  fallback: string;
  /** The picture's own size in pixels, when known; otherwise the frame's ratio stands in. */
  width?: number;
  height?: number;
  /** Colour shown in the picture's box until it loads (`#rrggbb`). */
  placeholder?: string;
}

/** Widths the image service is asked for; the browser picks one by `sizes` and pixel density. */
const imageWidths = [320, 640, 960, 1280] as const;

/** The image service scales a picture to the `width` query parameter (never beyond its own). */
function imageUrlAtWidth(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}width=${width}`;
}

/** A width-described srcset (`…?width=320 320w, …`) up to the picture's own width. */
function srcSetOf(url: string, ownWidth: number): string {
  const widths: number[] = imageWidths.filter((width) => width < ownWidth);
  // A picture narrower than the largest width is offered whole as well.
  if (ownWidth <= Math.max(...imageWidths)) widths.push(ownWidth);
  return widths.map((width) => `${imageUrlAtWidth(url, width)} ${width}w`).join(', ');
}

/** Widths a thumbnail is asked for: a cart or order line shows it a few rem wide. */
const previewWidths = [160, 320] as const;

/**
 * A preview the product API gives as one URL (cart, order and tracking lines) as a srcset of
 * thumbnail widths, so a line loads a thumbnail rather than the whole picture.
 */
export function previewSourcesOf(url: string): ImageSources {
  return {
    fallback: previewWidths.map((width) => `${imageUrlAtWidth(url, width)} ${width}w`).join(', '),
  };
}

/**
 * The product API's image (avif, webp, then jpg or png) as the Image primitive's sources, each a
 * srcset by width, with the picture's own size so its box is reserved before it loads.
 */
export function imageSourcesOf(image: ApiImage): ImageSources {
  const url = (format: string) => {
    const found = image.sources.find((source) => source.format === format)?.url;
    return found === undefined ? undefined : srcSetOf(found, image.width);
  };
  const last = image.sources.at(-1)?.url;
  const fallback = url('jpg') ?? url('png') ?? (last ? srcSetOf(last, image.width) : '');
  return {
    avif: url('avif'),
    webp: url('webp'),
    fallback,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
  };
}
