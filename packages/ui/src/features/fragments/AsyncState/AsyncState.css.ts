import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** The tiles of a customer's saved designs: as many 14rem columns as fit. */
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.large,
});

/** A product page: its picture beside its text from tablets up. */
export const media = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
