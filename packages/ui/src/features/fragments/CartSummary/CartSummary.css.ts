import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

export const term = style({ margin: 0, flex: '1 1 auto' });

export const value = style({ margin: 0, textAlign: 'end', flex: '0 1 auto', maxWidth: '60%' });

export const totalRow = style({
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.strong,
});
