import { styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { toneColors } from '../Text/Text.css.ts';

const sizes = {
  inherit: '1em',
  xsmall: vars.fontSize.small,
  small: vars.fontSize.standard,
  medium: '1.25rem',
  large: vars.fontSize.xlarge,
  xlarge: vars.fontSize.xxlarge,
};

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: styleVariants(sizes, (size) => ({ width: size, height: size })),
    tone: styleVariants(toneColors, (color) => ({ color })),
  },
  defaultVariants: { size: 'inherit', tone: 'inherit' },
});
