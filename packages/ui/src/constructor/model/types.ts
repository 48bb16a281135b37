import type { CanvasEdge, ProductTemplate } from '@shop/domain';
import type { PhotoFilter } from './filters.ts';

export type Template = ProductTemplate;
export type TemplatePage = Template['pages'][number];
type TextAlign = 'left' | 'center' | 'right';

/** A rectangle on a page in millimetres from the trimmed page's top-left corner. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PhotoSlot extends Rect {
  id: string;
  rotation: number;
  /** Reaches past the cut line on purpose (a full-bleed layout): the safe area does not apply. */
  bleed?: boolean;
}

export interface TextStyle {
  fontFamily: string;
  fontSizePt: number;
  color: string;
  align: TextAlign;
  bold?: boolean;
  italic?: boolean;
  /** Line height as a multiple of the font size; the editor's default when left out. */
  lineHeight?: number;
  /** `shrink` ("fit text"): drawn smaller until it fits its box; else the box's size is kept. */
  fit?: TextFit;
}

export const textFits = ['grow', 'shrink'] as const;
export type TextFit = (typeof textFits)[number];

export interface TextSlot extends Rect, TextStyle {
  id: string;
  rotation: number;
  defaultText: string;
  maxLength: number;
}

/** A customer photo as the product API stored it. */
export interface PhotoAsset {
  url: string;
  /** Pixel size of the uploaded original. */
  width: number;
  height: number;
  /** The file's name on the customer's device, for sorting the tray. */
  name?: string;
  /** When the photo was taken (EXIF), else the file's last change, in ms since 1970. */
  takenAt?: number;
  /** The original file's SHA-256 (hex): the same photo chosen again is recognised. */
  fingerprint?: string;
}

/**
 * Where a photo sits in its slot. `zoom` is relative to the cover fit at the current rotation
 * (1 = the smallest scale that leaves no gap); `offsetX`/`offsetY` move the photo's centre from
 * the slot's centre, in millimetres along the slot's axes.
 */
export interface PhotoTransform {
  zoom: number;
  rotation: number;
  offsetX: number;
  offsetY: number;
}

/**
 * How a photo sits in its slot: `fill` covers the whole slot (cropping the photo), `fit` shows
 * the whole photo (leaving paper showing beside it).
 */
export const photoFits = ['fill', 'fit'] as const;
export type PhotoFit = (typeof photoFits)[number];

export interface PlacedPhoto {
  photo: PhotoAsset;
  transform: PhotoTransform;
  /** Mirrored left to right / top to bottom, in the photo's own axes. */
  flipX?: boolean;
  flipY?: boolean;
  /** `fill` when left out. */
  fit?: PhotoFit;
  /** A look and adjustments over the photo; none when left out. */
  filter?: PhotoFilter;
}

/** Clip-art from the shop's sticker set (`stickers.ts`), placed on the page in millimetres. */
export interface PlacedSticker extends Rect {
  id: string;
  sticker: string;
  rotation: number;
}

export interface PlacedText extends TextStyle {
  text: string;
}

/** Text the customer added anywhere on the page, outside the template's text slots. */
export interface FreeText extends PlacedText, Rect {
  id: string;
}

/**
 * A photo the customer put anywhere on the page, outside the template's photo slots (where the
 * template page allows it). Its frame has the photo's own aspect, so it always shows the whole
 * photo: `transform` stays the cover fit, and the frame's size is the photo's printed size.
 * `rotation` turns the frame about its centre, in degrees.
 */
export interface FreePhoto extends PlacedPhoto, Rect {
  id: string;
  rotation: number;
}

/**
 * The template's own slots, or one of the generated layouts (see `layouts.ts`): from one photo to
 * six, with the page's texts or without them, framed inside the safe area or full-bleed.
 */
export const pageLayouts = [
  'template',
  'single',
  'pair',
  'grid',
  'fullBleed',
  'framed',
  'twoColumns',
  'twoRows',
  'threeFeature',
  'threeColumns',
  'fourBleed',
  'fourFeature',
  'fiveMosaic',
  'sixGrid',
  'sixCaptioned',
  'twoBleed',
] as const;
export type PageLayout = (typeof pageLayouts)[number];

export interface DesignPage {
  /** Stays with the page when pages are added, removed or moved (React keys, drag and drop). */
  id: string;
  /** The page's position in the book; renumbered when pages are added, removed or moved. */
  index: number;
  /** The template page whose slots this page has (a book repeats its inner template pages). */
  templateIndex: number;
  side: TemplatePage['side'];
  layout: PageLayout;
  background: string;
  /** Placed photos by photo slot id; an empty slot has no entry. */
  photos: Readonly<Record<string, PlacedPhoto>>;
  /** Edited text by text slot id; a slot without an entry prints its default text. */
  texts: Readonly<Record<string, PlacedText>>;
  freeTexts: readonly FreeText[];
  /** Photos placed freely, bottom to top: drawn above the slots' photos, below the texts. */
  freePhotos: readonly FreePhoto[];
  /** Stickers, bottom to top: drawn above the photos, below the texts. None when left out. */
  stickers?: readonly PlacedSticker[];
}

/** A calendar's first month: `month` 1 (January) to 12. */
export interface CalendarStart {
  year: number;
  month: number;
}

/** The editor's document: everything the customer decided, page by page. */
export interface DesignDoc {
  templateId: number;
  pages: readonly DesignPage[];
  /** A calendar's first month; its month pages follow from it. Left out for other products. */
  calendar?: CalendarStart;
  /** What a canvas shows round its frame; the mirrored edge when left out. */
  canvasEdge?: CanvasEdge;
}

export const defaultBackground = '#ffffff';
