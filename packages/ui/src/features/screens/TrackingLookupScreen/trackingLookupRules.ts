import { trackingLookupFields } from '@shop/domain';
import { z } from 'zod/mini';

/** The tracking lookup's rules (loaded apart from the page: see `FormRules`). */
export const trackingLookupSchema = z.object(trackingLookupFields);
