// zod/mini: the rule travels to the browser with the forms that use it.
import { z } from 'zod/mini';
import { emailPattern } from './emailPattern.ts';
import { fieldLimits } from './fieldLimits.ts';

export { emailPattern, isEmail } from './emailPattern.ts';

export const customerEmailSchema = z
  .string()
  .check(z.maxLength(fieldLimits.email), z.regex(emailPattern, { message: 'validation.email' }));

/** E-mail in a request or a form: the spec's pattern, after trimming what a form may leave around it. */
export const emailSchema = z.pipe(z.string().check(z.trim()), customerEmailSchema);
