import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const header = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.controlHeight.large,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xxsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.link },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingInline: vars.space.xxsmall,
  paddingBlockEnd: vars.space.medium,
  color: vars.color.text,
});
