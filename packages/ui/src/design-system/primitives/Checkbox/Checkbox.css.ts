import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  marginBlockStart: '0.0625rem',
  padding: 0,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabled,
      borderColor: vars.color.border,
      color: vars.color.onDisabled,
    },
  },
});

/** Holds the tick (or dash) in the middle of the box, its own size. */
export const indicator = style({ display: 'flex' });

export const label = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const messages = style({
  paddingInlineStart: `calc(1.375rem + ${vars.space.xsmall})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
