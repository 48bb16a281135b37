import Konva from 'konva';
import {
  pagePhotoSlots,
  pageTextSlots,
  stickerUrl,
  textOfSlot,
  type CalendarText,
  type DesignPage,
  type Template,
} from '../model/index.ts';
import {
  flipAttrs,
  freePhotoFrame,
  freePhotoImage,
  photoAttrs,
  slotArea,
  slotClip,
  slotFrame,
  stickerAttrs,
  textAttrs,
} from './canvasGeometry.ts';
import { calendarTextAttrs, loadCalendarFaces } from './calendarDrawing.ts';
import { loadTextFace } from './fonts.ts';
import { backgroundFill, backgroundTileUrl, filteredImage } from './pageArt.ts';

/** Width in pixels of the preview the cart line and the design lists show. */
const previewWidth = 480;
/** A photo that does not load in this time is left out of the preview rather than holding the save. */
const imageTimeoutMs = 5000;

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve(null), imageTimeoutMs);
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      resolve(null);
    };
    image.src = url;
  });
}

/** Every picture the page shows (photos, background tile, stickers), by address. */
async function loadPageImages(page: DesignPage, tileUrl: string | undefined) {
  const urls = [
    ...[...Object.values(page.photos), ...page.freePhotos].map((placed) => placed.photo.url),
    ...(tileUrl ? [tileUrl] : []),
    ...(page.stickers ?? []).flatMap((sticker) => stickerUrl(sticker.sticker) ?? []),
  ];
  return new Map(await Promise.all(urls.map(async (url) => [url, await loadImage(url)] as const)));
}

/** Photos placed freely (over the slots, each turned about its centre), then the stickers. */
function addPlacedArt(
  layer: Konva.Layer,
  page: DesignPage,
  images: ReadonlyMap<string, HTMLImageElement | null>,
  scale: number,
) {
  for (const free of page.freePhotos) {
    const image = images.get(free.photo.url);
    if (!image) continue;
    const frame = new Konva.Group(freePhotoFrame(free, scale));
    frame.add(
      new Konva.Image({
        image: filteredImage(image, free.filter),
        ...freePhotoImage(free, scale),
      }),
    );
    layer.add(frame);
  }
  for (const sticker of page.stickers ?? []) {
    const url = stickerUrl(sticker.sticker);
    const image = url ? images.get(url) : null;
    if (image) layer.add(new Konva.Image({ image, ...stickerAttrs(sticker, scale) }));
  }
}

/**
 * The page as it will be printed, cut to its trim size (a calendar's dates too), without the
 * editor's guides, selection or empty-slot marks: a JPEG `width` pixels wide, drawn off screen
 * with the same geometry as the editor's canvas. An empty slot is filled with `emptySlot`, or
 * left to the background as it prints. Null where the browser cannot draw it (a photo from
 * another origin that taints the canvas, no canvas at all).
 */
export async function renderPagePicture(
  template: Template,
  page: DesignPage,
  {
    width,
    emptySlot,
    calendarTexts = [],
    withWrap = false,
  }: {
    width: number;
    emptySlot?: string;
    /** A calendar's dates on the page (its month's grid, the cover's year), as the editor draws them. */
    calendarTexts?: readonly CalendarText[];
    /** With the bleed round the page: what folds round a canvas's frame. */
    withWrap?: boolean;
  },
): Promise<Blob | null> {
  const { width: pageWidth, height: pageHeight } = template.print_size_mm;
  const wrap = withWrap ? template.bleed_mm : 0;
  const scale = width / (pageWidth + 2 * wrap);
  const photoSlots = pagePhotoSlots(template, page);
  const tileUrl = backgroundTileUrl(page.background);
  const images = await loadPageImages(page, tileUrl);
  const container = document.createElement('div');
  const stage = new Konva.Stage({
    container,
    width,
    height: Math.round((pageHeight + 2 * wrap) * scale),
  });
  try {
    // The page's own coordinates: the wrap, when drawn, lies round them.
    const layer = new Konva.Layer({ x: wrap * scale, y: wrap * scale });
    stage.add(layer);
    const tile = tileUrl ? (images.get(tileUrl) ?? undefined) : undefined;
    layer.add(
      new Konva.Rect({
        x: -wrap * scale,
        y: -wrap * scale,
        width: stage.width(),
        height: stage.height(),
        ...backgroundFill(page.background, tile, scale),
      }),
    );
    for (const slot of photoSlots) {
      const placed = page.photos[slot.id];
      const image = placed ? images.get(placed.photo.url) : null;
      const group = new Konva.Group({ ...slotFrame(slot, scale), ...slotClip(slot, scale) });
      if (placed && image)
        group.add(
          new Konva.Image({
            image: filteredImage(image, placed.filter),
            ...photoAttrs(slot, placed, placed.transform, scale),
            ...flipAttrs(placed),
          }),
        );
      else if (emptySlot) group.add(new Konva.Rect({ ...slotArea(slot, scale), fill: emptySlot }));
      layer.add(group);
    }
    addPlacedArt(layer, page, images, scale);
    await loadCalendarFaces(calendarTexts);
    for (const item of calendarTexts) layer.add(new Konva.Text(calendarTextAttrs(item, scale)));
    const texts = [
      ...pageTextSlots(template, page).map((slot) => ({ box: slot, text: textOfSlot(page, slot) })),
      ...page.freeTexts.map((text) => ({ box: text, text })),
    ];
    // A canvas loads no font itself: the faces and subsets the texts need (Polish letters too).
    await Promise.all(texts.map(({ text }) => loadTextFace(text, text.text)));
    for (const { box, text } of texts)
      layer.add(
        new Konva.Text({ x: box.x * scale, y: box.y * scale, ...textAttrs(box, text, scale) }),
      );
    layer.draw();
    return await stage.toBlob({ mimeType: 'image/jpeg', quality: 0.85, pixelRatio: 1 });
  } catch {
    return null;
  } finally {
    stage.destroy();
  }
}

/**
 * The small picture of a page the cart line and the design lists show; the design keeps its last
 * one when this is null.
 */
export const renderPagePreview = (
  template: Template,
  page: DesignPage,
  { emptySlot }: { emptySlot: string },
  calendarTexts: readonly CalendarText[] = [],
) => renderPagePicture(template, page, { width: previewWidth, emptySlot, calendarTexts });
