import { recipe } from '@vanilla-extract/recipes';
import { mediaFrom } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.heading,
    lineHeight: vars.lineHeight.tight,
    margin: 0,
    overflowWrap: 'anywhere',
  },
  variants: {
    // The two biggest sizes shrink one step on phones so long titles still fit.
    size: {
      display: {
        fontSize: vars.fontSize.xxlarge,
        '@media': { [mediaFrom('tablet')]: { fontSize: vars.fontSize.display } },
      },
      xlarge: {
        fontSize: vars.fontSize.xlarge,
        '@media': { [mediaFrom('tablet')]: { fontSize: vars.fontSize.xxlarge } },
      },
      large: { fontSize: vars.fontSize.xlarge },
      medium: { fontSize: vars.fontSize.large },
      small: { fontSize: vars.fontSize.standard },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.link },
    },
  },
  defaultVariants: { size: 'large', tone: 'neutral' },
});
