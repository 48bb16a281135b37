import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    position: 'relative',
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabled,
        color: vars.color.onDisabled,
        borderColor: 'transparent',
      },
    },
  },
  variants: {
    size: {
      small: {
        minHeight: vars.controlHeight.small,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.controlHeight.medium,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.standard,
      },
      large: {
        minHeight: vars.controlHeight.large,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    tone: { brand: {}, neutral: {}, critical: {} },
    variant: { solid: {}, soft: {}, ghost: { backgroundColor: 'transparent' } },
  },
  compoundVariants: [
    {
      variants: { tone: 'brand', variant: 'solid' },
      style: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover },
          '&:active:not(:disabled)': { backgroundColor: vars.color.brandActive },
        },
      },
    },
    {
      variants: { tone: 'brand', variant: 'soft' },
      style: {
        backgroundColor: vars.color.brandSoft,
        color: vars.color.onBrandSoft,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
    },
    {
      variants: { tone: 'brand', variant: 'ghost' },
      style: {
        color: vars.color.link,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
      },
    },
    {
      variants: { tone: 'neutral', variant: 'solid' },
      style: {
        backgroundColor: vars.color.neutral,
        color: vars.color.onNeutral,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.neutralHover } },
      },
    },
    {
      variants: { tone: 'neutral', variant: 'soft' },
      style: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
    },
    {
      variants: { tone: 'neutral', variant: 'ghost' },
      style: {
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.neutral } },
      },
    },
    {
      variants: { tone: 'critical', variant: 'solid' },
      style: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.criticalHover } },
      },
    },
    {
      variants: { tone: 'critical', variant: 'soft' },
      style: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.onCriticalSoft,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.critical } },
      },
    },
    {
      variants: { tone: 'critical', variant: 'ghost' },
      style: {
        color: vars.color.onCriticalSoft,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.criticalSoft } },
      },
    },
  ],
  defaultVariants: { size: 'medium', tone: 'brand', variant: 'solid', fullWidth: false },
});

/**
 * Keeps the label in the layout (and in the accessible name) while loading,
 * so the button neither changes size nor loses its name.
 */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', gap: vars.space.xsmall });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: `2px solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
