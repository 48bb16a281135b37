import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const label = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabled,
      borderColor: vars.color.border,
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transform: 'translateX(0.125rem)',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: 'translateX(1.375rem)',
      backgroundColor: vars.color.onBrand,
    },
    '&[data-disabled]': { backgroundColor: vars.color.onDisabled },
  },
});
