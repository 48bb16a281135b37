import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** Backgrounds and stickers: finger-sized (44 px) tiles that show what they add. */
export const artGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const artTile = style({
  width: '100%',
  minWidth: 44,
  minHeight: 44,
  aspectRatio: '1',
  padding: 4,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.strong} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  backgroundSize: '22px 22px',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const artImage = style({ display: 'block', width: '100%', height: '100%' });

export const groupHeading = style({
  margin: `${vars.space.xsmall} 0`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const placedSticker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 44,
});
