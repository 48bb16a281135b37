import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  alignItems: 'baseline',
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  marginBlockEnd: vars.space.xxsmall,
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});

export const requiredMarker = style({
  color: vars.color.onCriticalSoft,
  fontWeight: vars.fontWeight.strong,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  alignItems: 'flex-start',
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.onCriticalSoft,
});

/** The box of a text-like control (input, textarea, select trigger, combobox). */
export const controlBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text },
    '&:focus-within': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

/** A bare input inside a control box: the box draws border and focus ring. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 0,
  margin: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
