import { styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** Text colours that stay readable (WCAG AA) on the page and on every light surface. */
export const toneColors = {
  inherit: 'inherit',
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  brand: vars.color.link,
  critical: vars.color.onCriticalSoft,
  positive: vars.color.onPositiveSoft,
  caution: vars.color.onCautionSoft,
  info: vars.color.onInfoSoft,
} as const;

export const text = recipe({
  base: { fontFamily: vars.font.body, margin: 0, overflowWrap: 'anywhere' },
  variants: {
    tone: styleVariants(toneColors, (color) => ({ color })),
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.standard },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.standard },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { tone: 'inherit', size: 'standard', weight: 'regular' },
});

/** Cut long text (product names, addresses) after a number of lines. */
export const maxLines = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 }, (lines) =>
  lines === 1
    ? { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }
    : {
        display: '-webkit-box',
        overflow: 'hidden',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
      },
);
