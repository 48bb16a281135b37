import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

/** The page before the editor opens: a choice or a message, centred in a readable column. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: '36rem',
  margin: '0 auto',
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const preview = style({
  width: '12rem',
  maxWidth: '100%',
});

/** Several designs of the product: a card each, side by side and centred, as many as fit a row. */
export const designList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.large,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const designItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: '10rem',
  overflowWrap: 'anywhere',
});

export const listPreview = style({
  width: '8rem',
  maxWidth: '100%',
});
