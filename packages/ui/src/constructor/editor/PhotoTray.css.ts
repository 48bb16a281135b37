import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

/** Dense: five or more photos a row in the tray, so a book's hundred photos stay in view. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const item = style({ position: 'relative' });

export const usedMark = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  padding: '0 4px',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text,
  color: vars.color.page,
  fontSize: vars.fontSize.small,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const select = style({
  // A finger's width on a phone.
  minHeight: 44,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.page,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
});

export const pending = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const pendingThumb = style({
  width: 40,
  height: 40,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const pendingBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const progress = style({ width: '100%', height: 8, accentColor: vars.color.accent });

/** Under the message, so a long file name keeps the width of the tray. */
export const actions = style({
  gridColumn: '2',
  display: 'flex',
  gap: vars.space.xxsmall,
  flexWrap: 'wrap',
});

export const batch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

/** "Place on page": a corner button over the photo, on pages that take free photos. */
export const placeFree = style({
  position: 'absolute',
  insetBlockEnd: 2,
  insetInlineStart: 2,
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.page,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: 1 },
  },
});
