import { z } from 'zod';
import { emailPattern } from './emailPattern.ts';

export { emailPattern, isEmail } from './emailPattern.ts';

export const customerEmailSchema = z.string().regex(emailPattern, { message: 'validation.email' });
