import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { urlSchema } from '../schemas/common.ts';

/** Formats the constructor accepts from the customer's device. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** Largest photo the upload accepts, in bytes (then 413): the browser checks it before sending. */
export const uploadMaxBytes = 15 * 1024 * 1024;

/**
 * How long the storefront waits for the product API to answer an upload that has fully arrived
 * (then 504). The browser waits this long plus {@link uploadAnswerGraceMs} after its last byte
 * went out, so the server's answer always comes first.
 */
export const uploadTimeoutMs = 60_000;
export const uploadAnswerGraceMs = 5_000;

export const imageEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/images/upload',
    access: 'session',
    encoding: 'multipart',
    summary:
      'A customer photo for the constructor, multipart (`img`, `ext_session_id`, then `extra_fields` as top-level fields); proxy mode posts it to `{proxyUrl}/upload`.',
    request: z.object({
      img: z.instanceof(Blob).refine((file) => file.size > 0, 'Empty image'),
      /** Sent as top-level form fields, e.g. `design_id`. */
      extra_fields: z.record(z.string(), z.string()).default({}),
    }),
    response: z.object({ url: urlSchema, width: z.int().positive(), height: z.int().positive() }),
  }),
};
