import { z } from 'zod';
import { affiliateHitSchema } from '../../session/sessionSchemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { idSchema } from '../schemas/common.ts';

export const affiliateEndpoints = {
  recordHit: defineEndpoint({
    method: 'POST',
    path: '/affiliates/hits',
    access: 'public',
    summary:
      'Record an affiliate visit (once, when the landing URL has a numeric `afcust`); the storefront then sets the affiliate cookie.',
    request: z.strictObject(affiliateHitSchema.shape),
    response: z.object({ hit_id: idSchema }),
  }),
};
