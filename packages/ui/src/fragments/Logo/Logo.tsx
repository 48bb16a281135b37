import { forwardRef } from 'react';
import type { Brand } from '../../theme/brands.ts';
import * as styles from './Logo.css.ts';
import { brandNames, type LogoSize } from './logoVariants.ts';

export interface LogoProps {
  brand: Brand;
  size?: LogoSize;
  /** Hides the logo from assistive technology when something next to it already names the shop. */
  decorative?: boolean;
}

/**
 * The brand's wordmark, drawn as strokes so it stays sharp at any size and takes its colours
 * from the theme: Wepix in crisp brand-blue strokes with an orange tittle, Tazu in white on a
 * rounded plum plate with a teal spark.
 */
export const Logo = forwardRef<SVGSVGElement, LogoProps>(function Logo(
  { brand, size = 'medium', decorative = false },
  ref,
) {
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': brandNames[brand] };
  const className = `${styles.logo} ${styles.size[size]}`;
  if (brand === 'second') {
    return (
      <svg ref={ref} className={className} viewBox="0 0 132 48" {...a11y}>
        <rect className={styles.plate} x="0" y="0" width="132" height="48" rx="24" />
        <g className={`${styles.letters} ${styles.lettersOnBrand}`}>
          {/* T */}
          <path d="M18 12 H40 M29 12 V37" />
          {/* a */}
          <circle cx="55" cy="28" r="9" />
          <path d="M64 19 V37" />
          {/* z */}
          <path d="M72 19 H87 L72 37 H87" />
          {/* u */}
          <path d="M95 19 V29 A8 8 0 0 0 111 29 V19 M111 29 V37" />
        </g>
        <circle className={styles.spark} cx="120" cy="13" r="4.5" />
      </svg>
    );
  }
  return (
    <svg ref={ref} className={className} viewBox="0 0 128 48" {...a11y}>
      <g className={styles.letters}>
        {/* W */}
        <path d="M4 8 L12 37 L21 16 L30 37 L38 8" />
        {/* e */}
        <path d="M45 28 H63 A9 9 0 1 0 60.4 34.4" />
        {/* p */}
        <circle cx="77" cy="28" r="9" />
        <path d="M68 19 V45" />
        {/* i */}
        <path d="M95 19 V37" />
        {/* x */}
        <path d="M104 19 L121 37 M121 19 L104 37" />
      </g>
      <circle className={styles.spark} cx="95" cy="8" r="4.5" />
    </svg>
  );
});
Logo.displayName = 'Logo';
