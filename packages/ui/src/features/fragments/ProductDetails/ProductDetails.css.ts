import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 5.5rem))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.strong} solid transparent`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const specifications = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const specificationRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 2fr) minmax(0, 3fr)',
  columnGap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const specificationName = style({ color: vars.color.textMuted });

export const specificationValue = style({ margin: 0 });

export const reviewSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
