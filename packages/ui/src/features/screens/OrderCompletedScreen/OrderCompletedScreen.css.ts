import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const page = style({
  paddingBlock: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '56rem',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** The order's panels look like the payment instructions' panel shown beside them. */
export { panel } from '../../fragments/PaymentInstructions/PaymentInstructions.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({ margin: 0, color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const orderNumber = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});
