import { z } from 'zod';

/** A URL is valid if it parses as an absolute URL (spec section 5). */
export function isUrl(value: string): boolean {
  return URL.canParse(value);
}

export const parsableUrlSchema = z.string().refine(isUrl, { message: 'validation.url' });
