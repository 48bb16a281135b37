import type { Ref } from 'react';
import { icon as iconClass } from './Icon.css.ts';
import type { IconSize, IconTone, ShopIcon } from './iconVariants.ts';

export interface IconProps {
  /** The drawing, imported from `icons.ts` (e.g. `CartIcon`): only the shop's curated icons fit. */
  icon: ShopIcon;
  /** `inherit` (default) follows the surrounding text size. */
  size?: IconSize;
  tone?: IconTone;
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
  label,
}: IconProps) {
  return (
    <Drawing
      ref={ref}
      className={iconClass({ size, tone })}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
Icon.displayName = 'Icon';
