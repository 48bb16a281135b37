import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** Log in and create an account: one column on phones, side by side from tablets on. */
export const page = style({
  maxWidth: '60rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': {
    [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});
