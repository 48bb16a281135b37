import type { ProductCategoryTag } from '@shop/domain';
import type { BadgeTone } from '../Badge/badgeVariants.ts';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import {
  EconomicIcon,
  InfantilIcon,
  NoveltyIcon,
  OutletIcon,
  PromotionIcon,
  TopSalesIcon,
} from '../Icon/icons.ts';

export { type ProductCategoryTag };

/** Each product category tag's look: a tone and an icon, so tags differ by more than colour. */
export const tagAppearance: Record<ProductCategoryTag, { tone: BadgeTone; icon: ShopIcon }> = {
  INFANTIL: { tone: 'info', icon: InfantilIcon },
  OUTLET: { tone: 'critical', icon: OutletIcon },
  NOVELTY: { tone: 'brand', icon: NoveltyIcon },
  TOP_SALES: { tone: 'accent', icon: TopSalesIcon },
  ECONOMIC: { tone: 'positive', icon: EconomicIcon },
  PROMOTION: { tone: 'caution', icon: PromotionIcon },
};
