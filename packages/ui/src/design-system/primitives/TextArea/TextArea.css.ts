import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const textarea = style({
  alignItems: 'stretch',
  paddingBlock: vars.space.xsmall,
});

export const input = style({ resize: 'vertical' });
