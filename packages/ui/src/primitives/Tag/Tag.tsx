import { translationKey } from '@shop/domain';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeEmphasis, BadgeSize } from '../Badge/badgeVariants.ts';
import { tagAppearance, type ProductCategoryTag } from './tagVariants.ts';

export interface TagProps {
  /** One of the six product category tags of the catalogue. */
  tag: ProductCategoryTag;
  emphasis?: BadgeEmphasis;
  size?: BadgeSize;
}

/** A product category tag (Kids, Outlet, New…) with its translated label, tone and icon. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tag, emphasis = 'strong', size = 'medium' },
  ref,
) {
  const { t } = useTranslation('general');
  const { tone, icon } = tagAppearance[tag];
  return (
    <Badge ref={ref} tone={tone} icon={icon} emphasis={emphasis} size={size}>
      {t(translationKey('productCategoryTags', tag))}
    </Badge>
  );
});
Tag.displayName = 'Tag';
