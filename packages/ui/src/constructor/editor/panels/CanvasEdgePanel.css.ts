import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const choices = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** A choice with its explanation under it; the whole row takes the click (44 px at least). */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '44px',
  cursor: 'pointer',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const choiceText = style({ display: 'grid', gap: vars.space.xxsmall });

export const choiceLabel = style({ fontWeight: vars.fontWeight.strong });
