import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    fontSize: 'inherit',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } },
      neutral: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &[aria-current]': { textDecorationLine: 'underline' } },
      },
    },
    weight: {
      regular: { fontWeight: 'inherit' },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always', weight: 'regular' },
});

/** The new-tab icon follows the last word of the link text. */
export const newTabIcon = style({ display: 'inline-block', marginInlineStart: vars.space.xxsmall });
