import type { ThemeTokens } from './types.ts';

/** Tokens both brands share; a brand overrides what makes it recognisable. */
export const baseTokens = {
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    display: '2.75rem',
  },
  lineHeight: { tight: '1.2', standard: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  borderWidth: { standard: '1px', strong: '2px' },
  motion: {
    durationFast: '120ms',
    durationStandard: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
  },
  controlHeight: { small: '2rem', medium: '2.75rem', large: '3.25rem' },
  font: { mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
} satisfies Partial<{ [K in keyof ThemeTokens]: Partial<ThemeTokens[K]> }>;
