import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const markerSize = '2rem';

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    // The line joining a step to the one before it, behind the markers.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${markerSize} / 2 + ${vars.space.xxsmall} - 1px)`,
      insetInlineEnd: `calc(50% + ${markerSize} / 2)`,
      width: `calc(100% - ${markerSize})`,
      height: 2,
      backgroundColor: vars.color.borderStrong,
    },
  },
});

export const stepDone = style({
  selectors: { '&:not(:first-child)::before': { backgroundColor: vars.color.brand } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const clickable = style({
  cursor: 'pointer',
  color: vars.color.link,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, color: vars.color.onBrandSoft },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
});

export const markerState = styleVariants({
  completed: {
    backgroundColor: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
  },
  current: {
    backgroundColor: vars.color.brandSoft,
    borderColor: vars.color.brand,
    color: vars.color.onBrandSoft,
  },
  upcoming: {},
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const labelCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.strong });

/** The tick of a completed step, a little larger than the step numbers. */
export const icon = style({ display: 'flex', fontSize: '1.1em' });

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
