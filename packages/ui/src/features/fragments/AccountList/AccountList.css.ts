import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** The list's parts one under the other, as far apart as a page's blocks. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

/** The filters on the left, the list's actions (an export) on the right, wrapping when narrow. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** The filters side by side where there is room, each as wide as the others. */
export const filterFields = style({
  flex: '1 1 14rem',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 18rem))',
  gap: vars.space.medium,
});
