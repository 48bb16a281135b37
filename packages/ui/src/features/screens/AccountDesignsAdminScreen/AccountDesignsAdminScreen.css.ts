import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const designCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const thumbnail = style({ width: '3rem', flexShrink: 0 });
