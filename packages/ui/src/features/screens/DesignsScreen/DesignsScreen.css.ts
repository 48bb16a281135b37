import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const intro = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The description beside the specifications on wide screens, one under the other on phones. */
export const details = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const sort = style({ minWidth: '14rem' });

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
