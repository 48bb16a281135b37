import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ margin: 0, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const copy = style({ margin: 0 });

export const status = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** A detail's term, value and button sit in the list's grid columns. */
export const row = style({ display: 'contents' });
