import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

/** The visible label; the circle itself takes the surrounding text colour when `tone="inherit"`. */
export const label = style({ color: vars.color.textMuted });

export const circle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderRightColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // Reduced motion: a slow turn still shows progress without a fast spin.
      '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms !important' },
    },
  },
  variants: {
    size: {
      small: { width: '1rem', height: '1rem', borderWidth: '2px' },
      medium: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
      large: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
    },
    tone: {
      brand: {
        borderTopColor: vars.color.brand,
        borderBottomColor: vars.color.brand,
        borderLeftColor: vars.color.brand,
      },
      inherit: {
        borderTopColor: 'currentColor',
        borderBottomColor: 'currentColor',
        borderLeftColor: 'currentColor',
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});
