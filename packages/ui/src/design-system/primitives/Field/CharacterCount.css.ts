import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const count = style({
  display: 'flex',
  justifyContent: 'flex-end',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.onCriticalSoft, fontWeight: vars.fontWeight.medium },
  },
});
