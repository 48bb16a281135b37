import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const logo = style({ display: 'block', width: 'auto', flexShrink: 0 });

export const size = styleVariants({
  small: { height: '1.75rem' },
  medium: { height: '2.25rem' },
  large: { height: '3.5rem' },
});

export const letters = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const lettersOnBrand = style({ stroke: vars.color.onBrand });

export const plate = style({ fill: vars.color.brand });

export const spark = style({ fill: vars.color.accent });
