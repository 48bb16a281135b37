import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const icon = style({ display: 'flex', flexShrink: 0, color: vars.color.text });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(20rem, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
});

export const viewport = style({ padding: vars.space.xxsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.small,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.small,
  position: 'relative',
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xsmall,
  display: 'inline-flex',
});
