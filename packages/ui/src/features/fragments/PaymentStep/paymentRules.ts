import { paymentMethods } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/** The payment step's rules (loaded apart from the page: see `FormRules`). */
export const paymentStepSchema = z.object({
  payment_method: z.union([z.enum(paymentMethods), z.literal('')]).check(
    z.refine((method) => method !== '', {
      message: 'checkout:errors.choosePayment',
    }),
  ),
  accepts_terms: z.boolean().check(z.refine(Boolean, { message: messageKey('errors.accept') })),
});
export type PaymentStepValues = z.input<typeof paymentStepSchema>;
