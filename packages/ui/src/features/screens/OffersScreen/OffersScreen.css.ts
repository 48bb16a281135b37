import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../../../design-system/theme/breakpoints.ts';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const offer = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaFrom('tablet')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const code = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.strong,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const articles = style({
  gridColumn: '1 / -1',
});
