import { imageFormatSets, type Image } from '@shop/domain';
import type { AssetRef } from '../fixtures/assets.ts';
import { photoOf } from '../fixtures/pictures.ts';
import { assetsPath, pictureQuery } from '../pictures/request.ts';

/** Path under the API base where uploaded photos are served back (see handlers/images.ts). */
export const uploadsPath = '/mock-uploads';

export function assetUrl(base: string, asset: AssetRef, format: string): string {
  // An upload is served as its bytes whatever format is asked for, as the browser draws any.
  if (asset.upload_id !== undefined)
    return `${base}${uploadsPath}/${encodeURIComponent(asset.upload_id)}?format=${format}`;
  return `${base}${assetsPath}/${asset.kind}/${encodeURIComponent(asset.key)}.${format}?${pictureQuery(asset)}`;
}

/** An image in the spec's source sets: avif, webp, then jpg for photos or png for graphics. */
export function presentImage(base: string, asset: AssetRef): Image {
  const [photoFormats, graphicFormats] = imageFormatSets;
  const formats = asset.graphic ? graphicFormats : photoFormats;
  return {
    kind: asset.kind,
    alt: asset.label,
    width: asset.width,
    height: asset.height,
    // An upload is the customer's own: no colour is known before it loads.
    ...(asset.upload_id === undefined ? { placeholder: photoOf(asset).colour } : {}),
    sources: formats.map((format) => ({ format, url: assetUrl(base, asset, format) })),
  };
}

/** A single URL for fields that take one (cart previews): the universally supported last format. */
export function previewUrl(base: string, asset: AssetRef): string {
  return assetUrl(base, asset, asset.graphic ? 'png' : 'jpg');
}
