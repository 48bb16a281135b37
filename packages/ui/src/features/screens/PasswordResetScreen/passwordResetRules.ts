import { customerEmailSchema, passwordSchema } from '@shop/domain';
import { z } from 'zod/mini';

/** Asking for a reset link (loaded apart from the page: see `FormRules`). */
export const requestSchema = z.object({ email: customerEmailSchema });
export type ResetRequest = z.infer<typeof requestSchema>;

/** The new password from the mailed link, typed twice. */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    repeat: z.string(),
  })
  .check(
    z.refine((values) => values.password === values.repeat, {
      path: ['repeat'],
      message: 'validation.passwordsDiffer',
    }),
  );
export type ChosenPassword = z.infer<typeof newPasswordSchema>;
