import { assetKinds, imageFormatSets } from '@shop/domain';
import { z } from 'zod';
import { mockups, type AssetRef } from '../fixtures/assets.ts';
import { mockupOf, photoOf } from '../fixtures/pictures.ts';
import { photoCredits } from '../photos/credits.ts';

/** Path under the API base where the mock image service answers (`{base}/mock-assets/...`). */
export const assetsPath = '/mock-assets';

const pictureFormats = [...new Set(imageFormatSets.flat())] as [string, ...string[]];
type PictureFormat = (typeof imageFormatSets)[number][number];

export const pictureContentTypes: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const size = z.coerce.number().int().min(16).max(4000);

/** What a picture URL asks for; the query is what `pictureQuery` writes. */
const pictureRequestSchema = z
  .object({
    kind: z.enum(assetKinds),
    key: z.string().min(1).max(120),
    format: z.enum(pictureFormats).transform((format) => format as PictureFormat),
    mockup: z.enum(mockups),
    photo: z.enum(photoCredits.map((photo) => photo.file) as [string, ...string[]]),
    w: size,
    h: size,
    width: size.optional(),
  })
  .transform(({ w, h, width, ...rest }) => ({
    ...rest,
    width: w,
    height: h,
    // Like an image service: scaled to the width asked for (srcset by width), never enlarged.
    outputWidth: Math.min(w, width ?? w),
  }));
export type PictureRequest = z.infer<typeof pictureRequestSchema>;

export interface RenderedPicture {
  bytes: Uint8Array;
  contentType: string;
}

/** The query of a picture's URL: its own size, and the mock-up and photo that make it. */
export function pictureQuery(asset: AssetRef): string {
  return new URLSearchParams({
    w: String(asset.width),
    h: String(asset.height),
    mockup: mockupOf(asset),
    photo: photoOf(asset).file,
  }).toString();
}

/**
 * A photograph of the shop as a placed photo (`width` x `height`), the one `key` picks: what an
 * upload or a photo of the customer's library shows in stories.
 */
export function photoPictureUrl(
  origin: string,
  key: string,
  width: number,
  height: number,
): string {
  const query = new URLSearchParams({
    w: String(width),
    h: String(height),
    mockup: 'photo',
    photo: photoOf({ kind: 'design', key }).file,
  });
  return `${origin}${assetsPath}/design/${encodeURIComponent(key)}.jpg?${query.toString()}`;
}

/** The picture a URL under `assetsPath` asks for, or the reasons it names none. */
export function pictureRequestOf(
  url: URL,
): { request: PictureRequest } | { problems: Record<string, string> } {
  const [kind, file = ''] = url.pathname.split(`${assetsPath}/`).at(-1)?.split('/') ?? [];
  const dot = file.lastIndexOf('.');
  const parsed = pictureRequestSchema.safeParse({
    ...Object.fromEntries(url.searchParams),
    kind,
    key: decodeURIComponent(file.slice(0, dot)),
    format: file.slice(dot + 1),
  });
  if (parsed.success) return { request: parsed.data };
  return {
    problems: Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'url', issue.message]),
    ),
  };
}

/** The path of a request under `assetsPath`, the way `pictureRequestOf` reads it back. */
export function picturePathOf(request: PictureRequest): string {
  const query = new URLSearchParams({
    w: String(request.width),
    h: String(request.height),
    mockup: request.mockup,
    photo: request.photo,
    width: String(request.outputWidth),
  });
  return `${assetsPath}/${request.kind}/${encodeURIComponent(request.key)}.${request.format}?${query.toString()}`;
}

/** Where Storybook's dev server draws pictures for the browser (see devServer.ts). */
export const devServerPicturesPath = '/__mock-pictures';
