import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { companionPhoto } from '../fixtures/pictures.ts';
import { photoCredits } from '../photos/credits.ts';
import { sceneSvg } from './scenes.ts';
import { pictureContentTypes, type PictureRequest, type RenderedPicture } from './request.ts';

// Through the package name, so a site's bundled server finds the photos where npm linked them.
const require = createRequire(import.meta.url);

/** Photos as data URLs for the scenes, scaled to what a picture of that width can show. */
const photoUrls = new LRUCache<string, string, { file: string; edge: number }>({
  maxSize: 24 * 1024 * 1024,
  sizeCalculation: (value) => value.length,
  fetchMethod: async (_key, _stale, { context }) => {
    const source = await readFile(require.resolve(`@shop/mocks/photos/${context.file}`));
    const bytes = await sharp(source)
      .resize(context.edge, context.edge, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  },
});

/** The long edge a photo needs in a picture drawn `width` pixels wide. */
const photoEdge = (width: number) => (width <= 400 ? 480 : width <= 800 ? 900 : 1280);

async function photoUrl(file: string, width: number): Promise<string> {
  const edge = photoEdge(width);
  const url = await photoUrls.fetch(`${file}@${edge}`, { context: { file, edge } });
  if (!url) throw new Error(`Photo ${file} could not be read`);
  return url;
}

async function draw(request: PictureRequest): Promise<Uint8Array> {
  const own = photoCredits.find((photo) => photo.file === request.photo);
  if (!own) throw new Error(`Photo ${request.photo} is not in photos/credits.ts`);
  const files = [own, companionPhoto(own, 0), companionPhoto(own, 1)].map((photo) => photo.file);
  const [first = '', second = '', third = ''] = await Promise.all(
    files.map((file) => photoUrl(file, request.outputWidth)),
  );
  const svg = sceneSvg(
    request.mockup,
    {
      width: request.width,
      height: request.height,
      photos: [first, second, third],
      colour: own.colour,
    },
    request.outputWidth,
  );
  const picture = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  // Settings chosen for speed on first request; every encoder here gives the same bytes each time.
  // AVIF at effort 0 encodes about five times faster than at 2 for 4 % more bytes: the browsers of
  // stories and journeys ask for AVIF first, so it is most of the drawing time.
  const encoded = {
    avif: () => picture.avif({ quality: 50, effort: 0 }),
    webp: () => picture.webp({ quality: 72, effort: 3 }),
    jpg: () => picture.jpeg({ quality: 78, mozjpeg: true }),
    png: () => picture.png({ compressionLevel: 8 }),
  }[request.format]();
  return new Uint8Array(await encoded.toBuffer());
}

/** Drawn pictures by request, up to 96 MB: a page's pictures are drawn once, then served. */
const pictures = new LRUCache<string, Uint8Array, PictureRequest>({
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (value) => value.byteLength,
  fetchMethod: (_key, _stale, { context }) => draw(context),
});

/** A product mock-up made from one of the shop's photos, encoded as the request asks. */
export async function renderPicture(request: PictureRequest): Promise<RenderedPicture> {
  const bytes = await pictures.fetch(JSON.stringify(request), { context: request });
  if (!bytes) throw new Error(`Picture ${request.kind}/${request.key} could not be drawn`);
  return { bytes, contentType: pictureContentTypes[request.format] };
}
