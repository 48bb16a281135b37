import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const page = style({
  paddingBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaFrom('desktop')]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
});
