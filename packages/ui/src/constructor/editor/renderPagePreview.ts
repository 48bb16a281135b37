import Konva from 'konva';
import {
  coverScale,
  fontSizeMm,
  lineHeightOf,
  pagePhotoSlots,
  pageTextSlots,
  textOfSlot,
  type DesignPage,
  type Template,
} from '../model/index.ts';
import { canvasFontFamily, canvasFontStyle, loadTextFace } from './fonts.ts';

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

/**
 * The page as it will be printed, cut to its trim size, without the editor's guides, selection or
 * empty-slot marks: a small JPEG for the cart line and the design lists, drawn off screen with the
 * same geometry as the editor's canvas. Null where the browser cannot draw it (a photo from
 * another origin that taints the canvas, no canvas at all): the design keeps its last preview.
 */
export async function renderPagePreview(
  template: Template,
  page: DesignPage,
  { emptySlot }: { emptySlot: string },
): Promise<Blob | null> {
  const { width: pageWidth, height: pageHeight } = template.print_size_mm;
  const scale = previewWidth / pageWidth;
  const photoSlots = pagePhotoSlots(template, page);
  const images = new Map(
    await Promise.all(
      [...Object.values(page.photos), ...page.freePhotos].map(
        async (placed) => [placed.photo.url, await loadImage(placed.photo.url)] as const,
      ),
    ),
  );
  const container = document.createElement('div');
  const stage = new Konva.Stage({
    container,
    width: previewWidth,
    height: Math.round(pageHeight * scale),
  });
  try {
    const layer = new Konva.Layer();
    stage.add(layer);
    layer.add(
      new Konva.Rect({ width: stage.width(), height: stage.height(), fill: page.background }),
    );
    for (const slot of photoSlots) {
      const placed = page.photos[slot.id];
      const image = placed ? images.get(placed.photo.url) : null;
      const group = new Konva.Group({
        x: (slot.x + slot.width / 2) * scale,
        y: (slot.y + slot.height / 2) * scale,
        rotation: slot.rotation,
        clipX: (-slot.width / 2) * scale,
        clipY: (-slot.height / 2) * scale,
        clipWidth: slot.width * scale,
        clipHeight: slot.height * scale,
      });
      if (placed && image) {
        const mmPerPixel =
          coverScale(slot, placed.photo, placed.transform.rotation) * placed.transform.zoom;
        const width = placed.photo.width * mmPerPixel * scale;
        const height = placed.photo.height * mmPerPixel * scale;
        group.add(
          new Konva.Image({
            image,
            x: placed.transform.offsetX * scale,
            y: placed.transform.offsetY * scale,
            width,
            height,
            offsetX: width / 2,
            offsetY: height / 2,
            rotation: placed.transform.rotation,
            scaleX: placed.flipX ? -1 : 1,
            scaleY: placed.flipY ? -1 : 1,
          }),
        );
      } else {
        group.add(
          new Konva.Rect({
            x: (-slot.width / 2) * scale,
            y: (-slot.height / 2) * scale,
            width: slot.width * scale,
            height: slot.height * scale,
            fill: emptySlot,
          }),
        );
      }
      layer.add(group);
    }
    // Photos placed freely: over the slots, the whole photo turned about its centre.
    for (const free of page.freePhotos) {
      const image = images.get(free.photo.url);
      if (!image) continue;
      const width = free.width * scale;
      const height = free.height * scale;
      layer.add(
        new Konva.Image({
          image,
          x: (free.x + free.width / 2) * scale,
          y: (free.y + free.height / 2) * scale,
          width,
          height,
          offsetX: width / 2,
          offsetY: height / 2,
          rotation: free.rotation,
          scaleX: free.flipX ? -1 : 1,
          scaleY: free.flipY ? -1 : 1,
        }),
      );
    }
    const texts = [
      ...pageTextSlots(template, page).map((slot) => ({ box: slot, text: textOfSlot(page, slot) })),
      ...page.freeTexts.map((text) => ({ box: text, text })),
    ];
    // A canvas loads no font itself: the faces and subsets the texts need (Polish letters too).
    await Promise.all(texts.map(({ text }) => loadTextFace(text, text.text)));
    for (const { box, text } of texts)
      layer.add(
        new Konva.Text({
          x: box.x * scale,
          y: box.y * scale,
          width: box.width * scale,
          text: text.text,
          fontFamily: canvasFontFamily(text.fontFamily),
          fontSize: fontSizeMm(text) * scale,
          fontStyle: canvasFontStyle(text),
          lineHeight: lineHeightOf(text),
          fill: text.color,
          align: text.align,
          wrap: 'word',
        }),
      );
    layer.draw();
    return await stage.toBlob({ mimeType: 'image/jpeg', quality: 0.85, pixelRatio: 1 });
  } catch {
    return null;
  } finally {
    stage.destroy();
  }
}
