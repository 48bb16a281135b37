import { customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';
import { consentSchema } from '../../data/consentRules.ts';

/** The newsletter sign-up's rules (loaded apart from the page: see `FormRules`). */
export const subscriptionSchema = z.object({
  email: customerEmailSchema,
  accepts_privacy: consentSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
