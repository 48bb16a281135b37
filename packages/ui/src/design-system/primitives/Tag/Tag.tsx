import { translationKey } from '@shop/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeEmphasis, BadgeSize } from '../Badge/badgeVariants.ts';
import { tagAppearance, type ProductCategoryTag } from './tagVariants.ts';

export interface TagProps {
  /** One of the six product category tags of the catalogue. */
  tag: ProductCategoryTag;
  emphasis?: BadgeEmphasis;
  size?: BadgeSize;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLSpanElement>;
}

/** A product category tag (Kids, Outlet, New…) with its translated label, tone and icon. */
export function Tag({ ref, tag, emphasis = 'strong', size = 'medium' }: TagProps) {
  const { t } = useTranslation('general');
  const { tone, icon } = tagAppearance[tag];
  return (
    <Badge ref={ref} tone={tone} icon={icon} emphasis={emphasis} size={size}>
      {t(translationKey('productCategoryTags', tag))}
    </Badge>
  );
}
Tag.displayName = 'Tag';
