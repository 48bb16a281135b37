import { z } from 'zod/mini';

/** A URL is valid if it parses as an absolute URL (spec section 5). */
export function isUrl(value: string): boolean {
  return URL.canParse(value);
}

export const parsableUrlSchema = z.string().check(z.refine(isUrl, { message: 'validation.url' }));
