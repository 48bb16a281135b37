import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const dotSize = '1rem';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const event = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${dotSize} 1fr`,
  columnGap: vars.space.small,
  paddingBlockEnd: vars.space.large,
  selectors: {
    // The rail joining this event to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: dotSize,
      insetBlockEnd: 0,
      insetInlineStart: `calc(${dotSize} / 2 - 1px)`,
      width: 2,
      backgroundColor: vars.color.border,
    },
  },
});

export const dot = style({
  width: dotSize,
  height: dotSize,
  marginBlockStart: '0.2rem',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
});

export const dotTone = styleVariants({
  past: { backgroundColor: vars.color.borderStrong },
  current: {
    backgroundColor: vars.color.brand,
    borderColor: vars.color.brand,
    boxShadow: `0 0 0 4px ${vars.color.brandSoft}`,
  },
  incidence: {
    backgroundColor: vars.color.critical,
    borderColor: vars.color.critical,
    boxShadow: `0 0 0 4px ${vars.color.criticalSoft}`,
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const current = style({
  padding: vars.space.small,
  marginBlockStart: `calc(${vars.space.small} * -1)`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
});

export const currentIncidence = style({
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.onCriticalSoft,
});

export const state = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
});

export const date = style({ fontSize: vars.fontSize.small });

export const muted = style({ color: vars.color.textMuted });

export const description = style({ fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
