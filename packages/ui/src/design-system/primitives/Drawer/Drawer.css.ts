import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromBottom = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});
const slide = (name: string) => ({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${name} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.body,
    outline: 'none',
  },
  variants: {
    side: {
      left: { insetBlock: 0, left: 0, width: 'min(22rem, calc(100% - 3rem))', ...slide(fromLeft) },
      right: {
        insetBlock: 0,
        right: 0,
        width: 'min(26rem, calc(100% - 3rem))',
        ...slide(fromRight),
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: '85%',
        borderStartStartRadius: vars.radius.large,
        borderStartEndRadius: vars.radius.large,
        ...slide(fromBottom),
      },
    },
  },
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.large,
  paddingBlockStart: vars.space.xsmall,
});
