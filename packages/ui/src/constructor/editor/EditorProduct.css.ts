import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

/** The editor's title with the product under it, kept together when the header wraps. */
export const identity = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const product = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const price = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
});
