import { z } from 'zod/mini';

/** The account deletion's rules: the password (loaded apart from the page: see `FormRules`). */
export const deletionSchema = z.object({ password: z.string().check(z.minLength(1)) });
