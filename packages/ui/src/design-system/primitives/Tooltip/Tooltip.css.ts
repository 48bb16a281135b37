import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const content = style({
  zIndex: vars.zIndex.toast,
  maxWidth: '18rem',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});

export const arrow = style({ fill: vars.color.surfaceInverse });
