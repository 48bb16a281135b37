import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.critical}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.onCriticalSoft,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outlineOffset: '2px' } },
});

export const alertIcon = style({ display: 'flex', flexShrink: 0, marginBlockStart: 2 });
