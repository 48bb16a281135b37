import { z } from 'zod/mini';

/** The promotion code form's rules (loaded apart from the page: see `FormRules`). */
export const promotionCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
