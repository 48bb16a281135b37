import { stickerUrl, type DesignPage } from '../../model/index.ts';
import { backgroundTileUrl } from '../pageArt.ts';
import { useImagesReady, useLoadedImage } from '../useLoadedImage.ts';

/** The page's background tile, and whether every picture on the page has loaded. */
export function usePageImages(page: DesignPage) {
  const tileUrl = backgroundTileUrl(page.background);
  const tile = useLoadedImage(tileUrl);
  const imagesReady = useImagesReady([
    ...Object.values(page.photos).map((placed) => placed.photo.url),
    ...page.freePhotos.map((free) => free.photo.url),
    ...(tileUrl ? [tileUrl] : []),
    ...(page.stickers ?? []).flatMap((sticker) => stickerUrl(sticker.sticker) ?? []),
  ]);
  return { tile, imagesReady };
}
