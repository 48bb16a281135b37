import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xsmall,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.small },
      medium: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.xlarge },
      xlarge: { fontSize: vars.fontSize.xxlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const current = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

/** A reduced price reads in the critical colour next to the struck-through original. */
export const sale = style({ color: vars.color.critical });

export const original = style({
  // Smaller than the current price, never below the smallest text size.
  fontSize: `max(0.8em, ${vars.fontSize.xsmall})`,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textDecorationLine: 'line-through',
});
