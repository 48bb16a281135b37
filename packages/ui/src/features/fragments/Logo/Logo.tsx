import { brandById } from '@shop/brands';
import type { Ref } from 'react';
import type { Brand } from '../../../design-system/theme/brands.ts';
import * as styles from './Logo.css.ts';
import type { LogoSize } from './logoVariants.ts';

export interface LogoProps {
  brand: Brand;
  size?: LogoSize;
  /** Hides the logo from assistive technology when something next to it already names the shop. */
  decorative?: boolean;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * The brand's wordmark, drawn from its folder's logo (`brands/<id>/brand.ts`) as strokes, so it
 * stays sharp at any size and takes its colours from the theme: the letters in brand-coloured
 * strokes, or in the colour on the brand over a plate in the brand colour, and an accent spark.
 */
export function Logo({ ref, brand, size = 'medium', decorative = false }: LogoProps) {
  const { displayName, logo } = brandById(brand);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': displayName };
  const plate = 'plate' in logo ? logo.plate : undefined;
  return (
    <svg
      ref={ref}
      className={`${styles.logo} ${styles.size[size]}`}
      viewBox={`0 0 ${logo.width} ${logo.height}`}
      {...a11y}
    >
      {plate && (
        <rect
          className={styles.plate}
          x="0"
          y="0"
          width={logo.width}
          height={logo.height}
          rx={plate.radius}
        />
      )}
      <g className={plate ? `${styles.letters} ${styles.lettersOnBrand}` : styles.letters}>
        {logo.letters.map((stroke, index) =>
          'path' in stroke ? (
            <path key={index} d={stroke.path} />
          ) : (
            <circle key={index} {...stroke.circle} />
          ),
        )}
      </g>
      <circle className={styles.spark} {...logo.spark} />
    </svg>
  );
}
Logo.displayName = 'Logo';
