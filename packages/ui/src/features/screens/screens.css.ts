import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

/** A narrow centred column for the short forms of login and password reset. */
export const narrowPage = style({
  maxWidth: '28rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const page = style({
  paddingBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

/** A titled part of an account page (personal data, payout account): its fields at reading width. */
export const accountSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: '48rem',
});
