import { passwordSchema } from '@shop/domain';
import { z } from 'zod/mini';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';

/**
 * The domain's password rule for the new one, typed twice (loaded apart from
 * the page: see `FormRules`).
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().check(z.minLength(1)),
    new_password: passwordSchema,
    repeat_password: z.string().check(z.minLength(1)),
  })
  .check(
    z.refine((values) => values.new_password === values.repeat_password, {
      path: ['repeat_password'],
      message: messageKey('profile:password.mismatch'),
    }),
  );
