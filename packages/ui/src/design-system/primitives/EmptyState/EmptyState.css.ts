import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  marginInline: 'auto',
  maxWidth: '32rem',
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
