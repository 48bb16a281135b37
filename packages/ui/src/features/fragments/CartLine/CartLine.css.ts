import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaFrom('tablet')]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const name = style({ overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const quantity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const quantityValue = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.strong,
});

export const total = style({
  gridColumn: '2',
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  '@media': {
    [mediaFrom('tablet')]: { gridColumn: '3', flexDirection: 'column', alignItems: 'flex-end' },
  },
});
