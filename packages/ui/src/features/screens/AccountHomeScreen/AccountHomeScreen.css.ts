import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** A block's heading with its "all" link at the end of the line (below it on narrow screens). */
export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const designGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Two previews side by side on a phone, the four in a row from tablet width.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const design = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
