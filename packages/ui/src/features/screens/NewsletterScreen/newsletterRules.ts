import { customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/** A tick box that must be ticked: the consent the product API requires. */
export const consentSchema = z
  .boolean()
  .check(z.refine(Boolean, { message: messageKey('errors.accept') }));

/** The newsletter sign-up's rules (loaded apart from the page: see `FormRules`). */
export const subscriptionSchema = z.object({
  email: customerEmailSchema,
  accepts_privacy: consentSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
