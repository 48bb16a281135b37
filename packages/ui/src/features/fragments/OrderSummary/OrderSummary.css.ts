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

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'center',
});

export const lineName = style({ overflowWrap: 'anywhere' });

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const term = style({ margin: 0 });
export const value = style({ margin: 0, textAlign: 'end' });
export const total = style({ fontWeight: vars.fontWeight.strong });
