import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const group = recipe({
  base: { display: 'flex', gap: vars.space.xsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.medium },
    },
    variant: { list: {}, card: { gap: vars.space.small } },
  },
});

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      list: {},
      card: {
        position: 'relative',
        padding: vars.space.medium,
        border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surface,
        selectors: {
          '&:hover:not([data-disabled])': { borderColor: vars.color.text },
          '&:has([data-state="checked"])': {
            borderColor: vars.color.brand,
            boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
            backgroundColor: vars.color.brandSoft,
          },
          '&:has(:focus-visible)': {
            outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
            outlineOffset: '2px',
          },
          '&[data-disabled]': {
            backgroundColor: vars.color.disabled,
            borderColor: vars.color.border,
          },
        },
      },
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.375rem',
  height: '1.375rem',
  marginBlockStart: '0.0625rem',
  padding: 0,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&:disabled': { backgroundColor: vars.color.disabled, borderColor: vars.color.onDisabled },
  },
});

export const cardRadio = style({ selectors: { '&:focus-visible': { outline: 'none' } } });

export const dot = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const optionLabel = style({
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
});

export const optionDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { '[data-disabled] &': { color: vars.color.onDisabled } },
});

export const aside = style({
  flexShrink: 0,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.standard,
});
