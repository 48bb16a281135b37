import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const distributionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, auto) 1fr minmax(5rem, auto)',
  alignItems: 'center',
  gap: vars.space.small,
});

export const bar = style({
  display: 'block',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.brand,
});
