import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { urlSchema } from '../schemas/common.ts';

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
