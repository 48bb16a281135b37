import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  scrollMarginTop: vars.space.xlarge,
});
