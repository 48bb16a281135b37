import { requiredText } from '@shop/domain';
import { z } from 'zod/mini';

/** The promotion code form's rules (loaded apart from the page: see `FormRules`). */
export const promotionCodeSchema = z.object({
  code: requiredText('promotionCode'),
});
