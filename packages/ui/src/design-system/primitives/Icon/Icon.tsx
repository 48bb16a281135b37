import type { Ref } from 'react';
import { icon as iconClass } from './Icon.css.ts';
import type { IconSize, IconTone, IconWeight, ShopIcon } from './iconVariants.ts';

export interface IconProps {
  /** The drawing, imported from `icons.ts` (e.g. `CartIcon`): only the shop's curated icons fit. */
  icon: ShopIcon;
  /** `inherit` (default) follows the surrounding text size. */
  size?: IconSize;
  tone?: IconTone;
  /** `regular` (default) or `bold` lines. */
  weight?: IconWeight;
  /**
   * The chevron of a disclosure: turns upside down while the button it sits in (as a direct
   * child) is open, by its `data-state="open"` or `aria-expanded="true"`.
   */
  disclosure?: boolean;
  /**
   * What the icon means when it stands alone (e.g. a status with no text beside it).
   * Without a label the icon is decorative and hidden from screen readers.
   */
  label?: string;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<SVGSVGElement>;
}

/** An icon from the shop's curated set; decorative unless given a label. */
export function Icon({
  ref,
  icon: { name, Drawing },
  size = 'inherit',
  tone = 'inherit',
  weight = 'regular',
  disclosure = false,
  label,
}: IconProps) {
  return (
    <Drawing
      ref={ref}
      className={iconClass({ size, tone, weight, disclosure })}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
Icon.displayName = 'Icon';
