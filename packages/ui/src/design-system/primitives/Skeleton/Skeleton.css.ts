import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.neutral,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const text = style({
  height: '1em',
  borderRadius: vars.radius.small,
  marginBlock: '0.25em',
});
export const textGroup = style({ display: 'block', width: '100%' });
export const lastLine = style({ width: '60%' });

export const block = style({ borderRadius: vars.radius.medium });
export const circle = style({ borderRadius: vars.radius.full, flexShrink: 0 });

const heights = {
  xsmall: vars.fontSize.standard,
  small: vars.controlHeight.small,
  medium: vars.controlHeight.large,
  large: '8rem',
  xlarge: '16rem',
};
export const height = styleVariants(heights, (value) => ({ height: value }));
export const diameter = styleVariants(heights, (value) => ({ width: value, height: value }));

export const width = styleVariants(
  { full: '100%', '3/4': '75%', '1/2': '50%', '1/4': '25%' },
  (value) => ({ width: value }),
);
