import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.medium,
  border: 0,
  borderBlockEnd: `3px solid transparent`,
  marginBlockEnd: `calc(${vars.borderWidth.standard} * -1)`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-state="active"]': {
      color: vars.color.link,
      borderBlockEndColor: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const panel = style({ selectors: { '&:focus-visible': { outlineOffset: '4px' } } });
