import { customerEmailSchema } from '@shop/domain';
import { z } from 'zod/mini';

/** Where to mail the design's link (loaded apart from the editor: see `FormRules`). */
export const designLinkSchema = z.object({ email: customerEmailSchema });
export type DesignLinkRequest = z.infer<typeof designLinkSchema>;
