import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.controlHeight.medium,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid transparent`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
} as const;

export const item = style({
  ...control,
  background: 'none',
  color: vars.color.link,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    '&:disabled, &[data-disabled]': {
      color: vars.color.onDisabled,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
  },
});

export const ellipsis = style({ ...control, color: vars.color.textMuted });
