import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', width: '100%' });

export const box = style({ paddingInlineEnd: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  flexShrink: 0,
  width: vars.controlHeight.medium,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: 'inherit', cursor: 'not-allowed' } },
});

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: vars.zIndex.dropdown,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-active]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.onBrandSoft,
      outline: `${vars.borderWidth.standard} solid ${vars.color.brand}`,
    },
    '&[aria-disabled="true"]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const check = style({
  display: 'flex',
  flexShrink: 0,
  marginBlockStart: 1,
  visibility: 'hidden',
  selectors: { '[aria-selected="true"] > &': { visibility: 'visible' } },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const description = style({ fontSize: vars.fontSize.small, color: 'inherit', opacity: 1 });

export const empty = style({
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
