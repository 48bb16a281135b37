import { uploadImageTypes, uploadMaxBytes } from '@shop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import { renderPicture } from '#pictures/render';
import { uploadsPath } from '../present/images.ts';
import { assetsPath, pictureRequestOf } from '../pictures/request.ts';
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

  http.get(`*${uploadsPath}/:id`, async ({ params }) => {
    const upload = db.uploads.get(String(params.id));
    if (!upload)
      return HttpResponse.json(
        { error: { error_code: mockErrorCodes.notFound, message: 'Upload not found' } },
        { status: 404 },
      );
    if (upload.drawing) {
      const { bytes, contentType } = await renderPicture(upload.drawing);
      return new HttpResponse(bytes.slice().buffer, { headers: { 'content-type': contentType } });
    }
    return new HttpResponse(upload.bytes.slice().buffer, {
      headers: { 'content-type': upload.content_type },
    });
  }),
];

/**
 * The mock image service: every picture URL the mocks hand out answers a product mock-up made from
 * the shop's photos, in the format its extension names, at any `width` a srcset asks for.
 */
export const assetHandlers: HttpHandler[] = [
  http.get(`*${assetsPath}/:kind/:file`, async ({ request }) => {
    const found = pictureRequestOf(new URL(request.url));
    if ('problems' in found)
      return HttpResponse.json(
        {
          error: {
            error_code: mockErrorCodes.invalidRequest,
            message: `Not a picture of the mock image service: ${Object.entries(found.problems)
              .map(([field, problem]) => `${field}: ${problem}`)
              .join('; ')}`,
            fields: found.problems,
          },
        },
        { status: 400 },
      );
    const { bytes, contentType } = await renderPicture(found.request);
    return new HttpResponse(bytes.slice().buffer, {
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];
