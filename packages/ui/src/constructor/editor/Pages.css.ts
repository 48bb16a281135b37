import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

export const strip = style({
  display: 'flex',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const stripItem = style({
  flex: '0 0 auto',
});

/** On a phone: a strip to swipe, snapping each page to its middle (where the open page sits). */
export const swipeStrip = style({
  position: 'relative',
  scrollSnapType: 'x mandatory',
  paddingInline: 'calc(50% - 32px)',
  overscrollBehaviorX: 'contain',
  touchAction: 'pan-x',
});

globalStyle(`${swipeStrip} > li`, { scrollSnapAlign: 'center' });

/** The first page of a spread keeps some room from the previous spread. */
export const spreadStart = style({
  marginInlineStart: vars.space.small,
  selectors: { '&:first-child': { marginInlineStart: 0 } },
});

export const stripButton = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: 64,
  minHeight: 44,
  padding: vars.space.xxsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xsmall,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 2px ${vars.color.brand}`,
    },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop-target="true"]': { borderColor: vars.color.brand, borderStyle: 'dashed' },
  },
});

/** The number of the print check's warnings on a page, at its thumbnail's corner. */
export const issueBadge = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minWidth: 20,
  height: 20,
  paddingInline: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.caution,
  color: vars.color.onCaution,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '20px',
  textAlign: 'center',
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const thumbnailSlot = style({ fill: vars.color.surfaceSunken });

export const spread = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: 2,
});

export const spreadPage = style({
  outline: `1px solid transparent`,
  selectors: {
    '&[data-active="true"]': { outline: `2px solid ${vars.color.brand}` },
  },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});
