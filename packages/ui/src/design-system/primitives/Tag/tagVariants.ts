import type { ProductCategoryTag } from '@shop/domain';
import type { BadgeTone } from '../Badge/badgeVariants.ts';
import type { IconName } from '../Icon/iconVariants.ts';

export { type ProductCategoryTag };

/** Each product category tag's look: a tone and an icon, so tags differ by more than colour. */
export const tagAppearance: Record<ProductCategoryTag, { tone: BadgeTone; icon: IconName }> = {
  INFANTIL: { tone: 'info', icon: 'infantil' },
  OUTLET: { tone: 'critical', icon: 'outlet' },
  NOVELTY: { tone: 'brand', icon: 'novelty' },
  TOP_SALES: { tone: 'accent', icon: 'topSales' },
  ECONOMIC: { tone: 'positive', icon: 'economic' },
  PROMOTION: { tone: 'caution', icon: 'promotion' },
};
