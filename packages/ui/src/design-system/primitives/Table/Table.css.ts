import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@shop/domain';
import { vars } from '../../theme/contract.css.ts';

// Stacking is decided by the table's own width (a container query), so a table in a narrow
// column stacks too, and a story can show the mobile arrangement inside a phone-wide frame.
const stacked = `(max-width: ${breakpoints.tablet - 1}px)`;

export const container = style({ containerType: 'inline-size', width: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
  '@container': {
    [stacked]: { display: 'block', boxShadow: 'none', backgroundColor: 'transparent' },
  },
});

export const caption = style({
  '@container': { [stacked]: { display: 'block' } },
  textAlign: 'start',
  paddingBlockEnd: vars.space.small,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.large,
});

export const captionHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const head = style({
  backgroundColor: vars.color.surfaceSunken,
  '@container': {
    [stacked]: {
      display: 'block',
      backgroundColor: 'transparent',
      marginBlockEnd: vars.space.small,
    },
  },
});

export const headRow = style({
  '@container': { [stacked]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall } },
});

export const headerCell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@container': { [stacked]: { display: 'block', padding: 0, border: 'none' } },
});

/** On a stacked table only the sortable headers stay, as sort chips above the cards. */
export const headerCellPlain = style({
  '@container': { [stacked]: { display: 'none' } },
});

export const alignEnd = style({ textAlign: 'end' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.controlHeight.small,
  marginInline: `calc(${vars.space.xsmall} * -1)`,
  paddingInline: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.neutral } },
  '@container': {
    [stacked]: {
      marginInline: 0,
      paddingInline: vars.space.small,
      border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surface,
    },
  },
});

export const body = style({
  '@container': { [stacked]: { display: 'grid', gap: vars.space.small } },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': {
      borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
  '@container': {
    [stacked]: {
      display: 'grid',
      gap: vars.space.xsmall,
      padding: vars.space.medium,
      backgroundColor: vars.color.surface,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      selectors: {
        '&:not(:last-child)': {
          borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
        },
      },
    },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  verticalAlign: 'top',
  '@container': {
    [stacked]: {
      display: 'flex',
      // A value longer than the card's width goes under its column name instead of widening it.
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      columnGap: vars.space.medium,
      rowGap: vars.space.xxsmall,
      padding: 0,
      textAlign: 'end',
    },
  },
});

// The column name in front of each value of a stacked card; hidden while the table has a header row.
export const cellLabel = style({
  display: 'none',
  '@container': {
    [stacked]: {
      display: 'block',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
      textAlign: 'start',
    },
  },
});

export const emptyCell = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
  '@container': { [stacked]: { display: 'block' } },
});

globalStyle(`${emptyCell} > *`, { marginInline: 'auto' });
