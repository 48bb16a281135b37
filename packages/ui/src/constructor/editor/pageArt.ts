import {
  backgroundColourOf,
  filterCss,
  svgDataUrl,
  tiledBackground,
  type PhotoFilter,
} from '../model/index.ts';

/** Longest side a filtered copy of a photo is drawn at: sharp on screen and in the cart picture. */
const filteredSide = 1600;
const filtered = new WeakMap<CanvasImageSource, Map<string, HTMLCanvasElement>>();

/**
 * The photo with its filter applied, drawn once into a canvas with the same CSS filter the page
 * thumbnails use: the editor's canvas and the cart picture draw this copy, so all three match.
 * The photo itself where there is no filter (or no canvas to draw on).
 */
export function filteredImage<Source extends HTMLImageElement>(
  image: Source,
  filter: PhotoFilter | undefined,
): Source | HTMLCanvasElement {
  const css = filterCss(filter);
  if (css === 'none') return image;
  const cached = filtered.get(image)?.get(css);
  if (cached) return cached;
  const ratio = Math.min(1, filteredSide / Math.max(image.naturalWidth, image.naturalHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * ratio));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * ratio));
  const context = canvas.getContext('2d');
  if (!context) return image;
  context.filter = css;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const forImage = filtered.get(image) ?? new Map<string, HTMLCanvasElement>();
  forImage.set(css, canvas);
  filtered.set(image, forImage);
  return canvas;
}

/** The image address of a page background's tile; undefined for a plain colour. */
export function backgroundTileUrl(value: string): string | undefined {
  const tile = tiledBackground(value)?.tile;
  return tile ? svgDataUrl(tile.svg) : undefined;
}

/**
 * A Konva rectangle's fill for a page background: its colour, and for a pattern or texture its
 * tile repeated at its printed size (`scale` pixels per millimetre) once the tile has loaded.
 */
export function backgroundFill(value: string, tile: HTMLImageElement | undefined, scale: number) {
  const pattern = tiledBackground(value)?.tile;
  const fill = backgroundColourOf(value);
  if (!pattern || !tile) return { fill };
  const ratio = (pattern.tileMm * scale) / (tile.naturalWidth || 160);
  return {
    fill,
    fillPatternImage: tile,
    fillPatternRepeat: 'repeat',
    fillPatternScale: { x: ratio, y: ratio },
  };
}
