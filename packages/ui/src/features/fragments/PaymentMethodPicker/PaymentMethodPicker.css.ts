import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const aside = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The method's mark: a small labelled tile in the method's own lettering. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '3.25rem',
  height: '1.75rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});
