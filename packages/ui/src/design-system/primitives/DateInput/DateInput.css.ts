import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const parts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-end',
});

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const partLabel = style({ fontSize: vars.fontSize.small, color: vars.color.text });

export const day = style({ width: '4.5rem' });
export const month = style({ width: '10rem' });
export const year = style({ width: '6rem' });

export const select = style({ cursor: 'pointer' });
