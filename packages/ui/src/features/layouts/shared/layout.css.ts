import { style } from '@vanilla-extract/css';
import { breakpoints } from '@shop/domain';
import { vars } from '../../../design-system/theme/contract.css.ts';

/**
 * Layouts switch between phone and desktop arrangements on their own width (container queries),
 * so a phone-wide story frame shows the phone arrangement in a desktop browser too.
 */
export const wide = `(min-width: ${breakpoints.tablet}px)`;
export const narrow = `(max-width: ${breakpoints.tablet - 1}px)`;

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100%',
  backgroundColor: vars.color.page,
  color: vars.color.text,
});

// 100cqh is the window height on a page (no size container above it: small viewport units) and the
// frame's height in a story, so the screenshots do not depend on the test browser's window.
export const fillViewport = style({ minHeight: '100cqh' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:not(:focus)': {
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const inner = style({
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@container': { [wide]: { paddingInline: vars.space.xlarge } },
});

export const main = style({
  flex: 1,
  paddingBlock: vars.space.large,
  selectors: { '&:focus': { outline: 'none' } },
  '@container': { [wide]: { paddingBlock: vars.space.xlarge } },
});

export const mainBare = style({ flex: 1, selectors: { '&:focus': { outline: 'none' } } });

export const mainCentred = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  position: 'relative',
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: '4rem',
});

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  color: 'inherit',
});

export const spacer = style({ flex: 1 });

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.onPositiveSoft,
  backgroundColor: vars.color.positiveSoft,
  borderRadius: vars.radius.full,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const slimFooter = style({
  paddingBlock: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
