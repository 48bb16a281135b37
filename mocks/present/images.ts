import { imageFormatSets, type Image } from '@shop/domain';
import type { AssetRef } from '../fixtures/assets.ts';

/** Path under the API base where generated pictures are served (see handlers/assets.ts). */
export const assetsPath = '/mock-assets';

/** Path under the API base where uploaded photos are served back (see handlers/images.ts). */
export const uploadsPath = '/mock-uploads';

export function assetUrl(base: string, asset: AssetRef, format: string): string {
  // An upload is served as its bytes whatever format is asked for, as the browser draws any.
  if (asset.upload_id !== undefined)
    return `${base}${uploadsPath}/${encodeURIComponent(asset.upload_id)}?format=${format}`;
  const query = new URLSearchParams({
    label: asset.label,
    w: String(asset.width),
    h: String(asset.height),
  });
  return `${base}${assetsPath}/${asset.kind}/${encodeURIComponent(asset.key)}.${format}?${query.toString()}`;
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
    sources: formats.map((format) => ({ format, url: assetUrl(base, asset, format) })),
  };
}

/** A single URL for fields that take one (cart previews): the universally supported last format. */
export function previewUrl(base: string, asset: AssetRef): string {
  return assetUrl(base, asset, asset.graphic ? 'png' : 'jpg');
}
