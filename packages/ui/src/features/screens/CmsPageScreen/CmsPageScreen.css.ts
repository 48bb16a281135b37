import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** The contents of a long page: a quiet box above its first section. */
export const contents = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  maxWidth: '40rem',
});
