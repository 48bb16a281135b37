import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${vars.space.medium})`,
    // 100% of the containing block: the viewport, or a `data-portal-root` frame with a transform.
    maxHeight: `calc(100% - 2 * ${vars.space.medium})`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${rise} ${vars.motion.durationStandard} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '24rem' },
      medium: { maxWidth: '32rem' },
      large: { maxWidth: '48rem' },
      wide: { maxWidth: '72rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingBlockEnd: vars.space.small,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xsmall,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingBlockStart: vars.space.medium,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  marginBlockStart: `calc(${vars.space.xsmall} * -1)`,
  marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.neutral } },
});
