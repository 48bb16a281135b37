import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

// Compact on phones, so the page keeps most of the window while the banner is open.
export const banner = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  '@media': { [mediaFrom('tablet')]: { gap: vars.space.medium, padding: vars.space.large } },
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  maxWidth: '48rem',
});

export const placement = styleVariants({
  // Fixed over the bottom of the window: appearing moves nothing; useRoomBelow adds as much room
  // below the page, so its end (a checkout step's button) can always scroll clear of the banner.
  overlay: {
    position: 'fixed',
    insetInline: 0,
    // Above a phone's home indicator (the page is laid out edge to edge).
    insetBlockEnd: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
    width: `calc(100% - 2 * ${vars.space.small})`,
    marginInline: 'auto',
    zIndex: vars.zIndex.overlay,
    maxHeight: `calc(100vh - 2 * ${vars.space.small})`,
    overflowY: 'auto',
    '@media': {
      [mediaFrom('tablet')]: {
        insetBlockEnd: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
      },
    },
  },
  inline: {},
});

/**
 * The server's stand-in shows once its last element has been parsed. The browser may paint
 * between two parts of a page it is still parsing, and a banner fixed to the bottom painted
 * without its buttons would grow upwards when they arrive: a layout shift.
 */
export const standIn = style({
  selectors: { '&:not(:has(> [data-banner-end]))': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const options = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const legend = style({
  paddingInline: vars.space.xxsmall,
  fontWeight: vars.fontWeight.strong,
});

/** Each kind of cookie and whether it is on: two short columns, one row per kind. */
export const purposes = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
globalStyle(`${purposes} > dt`, { fontWeight: vars.fontWeight.strong });
globalStyle(`${purposes} > dd`, { margin: 0, color: vars.color.textMuted });
