import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const content = style({
  zIndex: vars.zIndex.dropdown,
  width: 'max-content',
  maxWidth: 'min(22rem, calc(100vw - 2rem))',
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockEnd: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  margin: `calc(${vars.space.xxsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.neutral } },
});

export const arrow = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border });
