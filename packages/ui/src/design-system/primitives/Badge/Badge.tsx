import type { Ref } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { ShopIcon } from '../Icon/iconVariants.ts';
import { badge, label } from './Badge.css.ts';
import type { BadgeEmphasis, BadgeSize, BadgeTone } from './badgeVariants.ts';

export interface BadgeProps {
  /** A short label: a status, a count, a flag. */
  children: string;
  tone?: BadgeTone;
  emphasis?: BadgeEmphasis;
  size?: BadgeSize;
  /** A decorative icon before the label (the label carries the meaning). */
  icon?: ShopIcon;
  id?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLSpanElement>;
}

/** A small non-interactive label with a semantic tone. */
export function Badge({
  ref,
  children,
  tone = 'neutral',
  emphasis = 'soft',
  size = 'medium',
  icon,
  id,
}: BadgeProps) {
  return (
    <span ref={ref} id={id} className={badge({ tone, emphasis, size })} title={children}>
      {icon ? <Icon icon={icon} /> : null}
      <span className={label}>{children}</span>
    </span>
  );
}
Badge.displayName = 'Badge';
