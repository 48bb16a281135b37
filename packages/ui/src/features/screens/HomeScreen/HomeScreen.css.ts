import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  paddingBlock: vars.space.xlarge,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
  '@media': {
    [mediaFrom('tablet')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, min(50%, 36rem))',
      padding: vars.space.xxlarge,
    },
  },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  alignItems: 'flex-start',
});

export const familyLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
