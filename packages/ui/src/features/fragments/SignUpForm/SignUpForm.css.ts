import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  scrollMarginTop: vars.space.xlarge,
});

/** First and last name side by side from tablets on. */
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});
