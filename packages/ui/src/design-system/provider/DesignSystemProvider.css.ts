import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  minHeight: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.page,
});
