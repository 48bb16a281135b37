import Konva from 'konva';
import {
  pagePhotoSlots,
  pageTextSlots,
  textOfSlot,
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
  textAttrs,
} from './canvasGeometry.ts';
import { loadTextFace } from './fonts.ts';

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
      const group = new Konva.Group({ ...slotFrame(slot, scale), ...slotClip(slot, scale) });
      group.add(
        placed && image
          ? new Konva.Image({
              image,
              ...photoAttrs(slot, placed, placed.transform, scale),
              ...flipAttrs(placed),
            })
          : new Konva.Rect({ ...slotArea(slot, scale), fill: emptySlot }),
      );
      layer.add(group);
    }
    // Photos placed freely: over the slots, the whole photo turned about its centre.
    for (const free of page.freePhotos) {
      const image = images.get(free.photo.url);
      if (!image) continue;
      const frame = new Konva.Group(freePhotoFrame(free, scale));
      frame.add(new Konva.Image({ image, ...freePhotoImage(free, scale) }));
      layer.add(frame);
    }
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
