import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

/**
 * Phones: across the top, away from the thumb's reach where a page's primary actions and the
 * consent banner sit. From tablets: bottom right, out of the way of the content.
 */
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  '@media': {
    [mediaFrom('tablet')]: { top: 'auto', bottom: 0 },
  },
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(24rem, 100%)',
  maxHeight: '100%',
  margin: 0,
  padding: vars.space.medium,
  // Clear of a phone's status bar, notch and home indicator (the page is laid out edge to edge).
  paddingBlockStart: `calc(${vars.space.medium} + env(safe-area-inset-top, 0px))`,
  paddingBlockEnd: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    border: `${vars.borderWidth.standard} solid`,
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    fontFamily: vars.font.body,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${slideDown} ${vars.motion.durationStandard} ${vars.motion.easing}`,
      },
      [`${mediaFrom('tablet')} and (prefers-reduced-motion: no-preference)`]: {
        animation: `${slideIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
      },
    },
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    },
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.infoSoft,
        color: vars.color.onInfoSoft,
        borderColor: vars.color.info,
      },
      positive: {
        backgroundColor: vars.color.positiveSoft,
        color: vars.color.onPositiveSoft,
        borderColor: vars.color.positive,
      },
      caution: {
        backgroundColor: vars.color.cautionSoft,
        color: vars.color.onCautionSoft,
        borderColor: vars.color.caution,
      },
      critical: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.onCriticalSoft,
        borderColor: vars.color.critical,
      },
    },
  },
});

export const icon = style({ display: 'flex', flexShrink: 0, marginBlockStart: 2 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const action = style({
  alignSelf: 'flex-start',
  marginBlockStart: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid currentColor`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  margin: `calc(${vars.space.xxsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
