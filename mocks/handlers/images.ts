import { uploadImageTypes, uploadMaxBytes } from '@shop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import { hueOf, svgPicture } from '../fixtures/images.ts';
import { assetsPath, uploadsPath } from '../present/images.ts';
import { invalid, MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { imageSize } from '../store/imageSize.ts';

export const imageHandlers: HttpHandler[] = [
  route('images.upload', async ({ input, base, session }) => {
    const file = input.img;
    if (file.size > uploadMaxBytes)
      throw new MockApiError(413, mockErrorCodes.invalidRequest, 'Image too large', {
        img: 'Too large',
      });
    if (!(uploadImageTypes as readonly string[]).includes(file.type))
      throw invalid(`Images must be ${uploadImageTypes.join(', ')}`, { img: 'Unsupported format' });
    const bytes = new Uint8Array(await file.arrayBuffer());
    // HEIC and WebP headers are not read; a typical phone photo size stands in.
    const size = imageSize(bytes) ?? { width: 4032, height: 3024 };
    // Never the address of an earlier upload, even after the mock store is reset (stories reset it
    // for each story): a browser keeps images by address, as it would a real image service's.
    const id = `u${nextId('upload')}-${crypto.randomUUID().slice(0, 8)}`;
    db.uploads.set(id, {
      id,
      file_name: file instanceof File ? file.name : id,
      content_type: file.type,
      bytes,
      ...size,
      session_id: session.id || null,
    });
    return { url: `${base}${uploadsPath}/${id}`, ...size };
  }),

  http.get(`*${uploadsPath}/:id`, ({ params }) => {
    const upload = db.uploads.get(String(params.id));
    if (!upload)
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.notFound, message: 'Upload not found' } },
        { status: 404 },
      );
    return new HttpResponse(upload.bytes.slice().buffer, {
      headers: { 'content-type': upload.content_type },
    });
  }),
];

/**
 * Generated pictures for every image URL the mocks hand out, at any `width` a srcset asks for.
 * The URL's extension is the format the `<picture>` asked for; an SVG is sent whatever it is,
 * which every browser draws.
 */
export const assetHandlers: HttpHandler[] = [
  http.get(`*${assetsPath}/:kind/:file`, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    const key = String(params.file).replace(/\.[a-z]+$/, '');
    const ownWidth = Number(query.get('w')) || 600;
    const ownHeight = Number(query.get('h')) || 600;
    // Like an image service, scaled to the `width` asked for (srcset by width), never enlarged.
    const width = Math.min(ownWidth, Number(query.get('width')) || ownWidth);
    const svg = svgPicture({
      label: query.get('label') ?? key,
      hue: hueOf(`${String(params.kind)}/${key}`),
      width,
      height: Math.round((ownHeight * width) / ownWidth),
    });
    return new HttpResponse(svg, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
    });
  }),
];
