import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { Badge } from '../Badge/Badge.tsx';
import type { BadgeEmphasis, BadgeSize } from '../Badge/badgeVariants.ts';
import { tagAppearance, type ProductCategoryTag } from './tagVariants.ts';

export interface TagProps {
  /** One of the six product category tags of the catalogue. */
  tag: ProductCategoryTag;
  emphasis?: BadgeEmphasis;
  size?: BadgeSize;
  /** The text shown; the tag's name in the page's language by default. */
  label?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLSpanElement>;
}

/** A product category tag (Kids, Outlet, New…) with its translated label, tone and icon. */
export function Tag({ ref, tag, label, emphasis = 'strong', size = 'medium' }: TagProps) {
  const labels = useDesignSystemLabels();
  const { tone, icon } = tagAppearance[tag];
  return (
    <Badge ref={ref} tone={tone} icon={icon} emphasis={emphasis} size={size}>
      {label ?? labels.productCategoryTag(tag)}
    </Badge>
  );
}
Tag.displayName = 'Tag';
