import { customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';

/** The login form's rules (loaded apart from the page: see `FormRules`). */
export const credentialsSchema = z.object({
  email: customerEmailSchema,
  password: z.string().check(z.minLength(1, { message: 'validation.required' })),
});
export type LoginCredentials = z.infer<typeof credentialsSchema>;
