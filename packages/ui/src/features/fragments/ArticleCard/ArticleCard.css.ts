import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  transition: `box-shadow ${vars.motion.durationStandard} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  minHeight: '1.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  marginTop: 'auto',
});
