import { customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';

/** The unsubscription's rules: the e-mail (loaded apart from the page: see `FormRules`). */
export const unsubscribeSchema = z.object({ email: customerEmailSchema });
