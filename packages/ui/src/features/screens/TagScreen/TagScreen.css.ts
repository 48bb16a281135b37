import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** The LANDING list mode opens with the tag's text on a brand band. */
export const landing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
  '@media': { [mediaFrom('tablet')]: { padding: vars.space.xxlarge } },
});
