import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const notice = style({
  position: 'fixed',
  insetInlineEnd: vars.space.medium,
  insetBlockStart: vars.space.medium,
  zIndex: vars.zIndex.toast,
  maxWidth: '24rem',
  boxShadow: vars.shadow.large,
  borderRadius: vars.radius.medium,
});

/** In stories the notice sits in the flow so the screenshot shows it. */
export const inline = style({ maxWidth: '24rem' });
