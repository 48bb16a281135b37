import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const revealButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral },
    '&:focus-visible': { outlineOffset: '0' },
  },
});
