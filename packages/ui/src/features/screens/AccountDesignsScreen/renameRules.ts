import { designNameSchema } from '@shop/domain';
import { z } from 'zod/mini';

/**
 * The design's name as the API takes it (trimmed, 1 to 120 characters); loaded apart from the page
 * (see `FormRules`).
 */
export const renameSchema = z.object({ name: designNameSchema });
