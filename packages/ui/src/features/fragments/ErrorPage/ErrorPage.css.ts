import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const screen = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.large,
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const divider = style({
  width: '100%',
  height: 0,
  margin: 0,
  border: 'none',
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

// A slot whose content renders nothing (related content that failed to load) takes no room.
export const related = style({
  width: '100%',
  textAlign: 'start',
  selectors: { '&:empty': { display: 'none' } },
});

export const illustration = style({ width: 'min(100%, 22rem)', height: 'auto' });

export const heading = style({ margin: 0 });

export const card = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
});

export const hills = style({ fill: vars.color.brandSoft });

export const sun = style({ fill: vars.color.accent });

export const digits = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const crack = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  strokeLinejoin: 'round',
});
