import { styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { toneColors } from '../Text/Text.css.ts';

const square = (side: string) => ({ width: side, height: side });

const sizes = {
  inherit: square('1em'),
  // A little wider than the letters and one line of the text high: it centres on the first line.
  line: { width: '1.1em', height: '1lh' },
  xsmall: square(vars.fontSize.small),
  small: square(vars.fontSize.standard),
  control: square(vars.fontSize.large),
  medium: square('1.25rem'),
  large: square(vars.fontSize.xlarge),
  xlarge: square(vars.fontSize.xxlarge),
};

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: styleVariants(sizes),
    tone: styleVariants(toneColors, (color) => ({ color })),
    weight: { regular: {}, bold: { strokeWidth: '3' } },
    // Upside down while the button it sits in is open (Radix's data-state, or aria-expanded).
    disclosure: {
      false: {},
      true: {
        transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
        selectors: {
          '[data-state="open"] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
        },
      },
    },
  },
  defaultVariants: { size: 'inherit', tone: 'inherit', weight: 'regular', disclosure: false },
});
