import type { Ref } from 'react';
import { icon } from './Icon.css.ts';
import type { IconName, IconSize, IconTone } from './iconVariants.ts';
import { icons } from './icons.ts';

export interface IconProps {
  name: IconName;
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
export function Icon({ ref, name, size = 'inherit', tone = 'inherit', label }: IconProps) {
  const Drawing = icons[name];
  return (
    <Drawing
      ref={ref}
      className={icon({ size, tone })}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
Icon.displayName = 'Icon';
