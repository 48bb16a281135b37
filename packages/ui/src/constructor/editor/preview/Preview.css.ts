import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

export const preview = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'center',
});

/** The product on a quiet surface, as large as the dialog allows; a swipe turns the page. */
export const stage = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  touchAction: 'pan-y',
  perspective: '3200px',
  userSelect: 'none',
});

/** Sized by `fittedSize` from what it shows. */
const fitted = style({ position: 'relative' });

export const book = style([fitted, { transformStyle: 'preserve-3d' }]);

const half = style({
  position: 'absolute',
  top: 0,
  width: '50%',
  height: '100%',
});

export const leftHalf = style([half, { left: 0 }]);
export const rightHalf = style([half, { left: '50%' }]);

export const page = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'fill',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

/** The fold between facing pages, where the paper curves into the binding. */
export const fold = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  selectors: {
    [`${leftHalf} &`]: {
      background: 'linear-gradient(to left, rgb(0 0 0 / 0.22), transparent 12%)',
    },
    [`${rightHalf} &`]: {
      background: 'linear-gradient(to right, rgb(0 0 0 / 0.22), transparent 12%)',
    },
  },
});

/** The page being turned: its front and back, hinged at the binding. */
export const leaf = style({
  transformStyle: 'preserve-3d',
  zIndex: 1,
  selectors: {
    [`${rightHalf}&`]: { transformOrigin: 'left center' },
    [`${leftHalf}&`]: { transformOrigin: 'right center' },
  },
});

export const leafFace = style({
  position: 'absolute',
  inset: 0,
  backfaceVisibility: 'hidden',
});

export const leafBack = style([leafFace, { transform: 'rotateY(180deg)' }]);

export const blank = style({
  width: '100%',
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const sheet = style([fitted, { boxShadow: vars.shadow.large }]);

/** A canvas on its frame, turned a little so its wrapped sides show. */
export const canvasBox = style([
  fitted,
  {
    transformStyle: 'preserve-3d',
    transform: 'rotateY(-22deg) rotateX(6deg)',
  },
]);

const side = style({
  position: 'absolute',
  overflow: 'hidden',
  filter: 'brightness(0.82)',
});

export const rightSide = style([
  side,
  {
    top: 0,
    left: '100%',
    height: '100%',
    transformOrigin: 'left center',
    transform: 'rotateY(90deg)',
  },
]);

export const bottomSide = style([
  side,
  {
    top: '100%',
    left: 0,
    width: '100%',
    transformOrigin: 'center top',
    transform: 'rotateX(-90deg)',
    filter: 'brightness(0.7)',
  },
]);

/** The photo's edge as it folds round the frame: mirrored, so the picture seems to go on. */
export const mirroredEdge = style({
  position: 'absolute',
  inset: 0,
  backgroundRepeat: 'no-repeat',
});

export const mug = style({
  display: 'block',
  width: 'min(100%, 32rem)',
  height: 'auto',
  cursor: 'grab',
  touchAction: 'pan-y',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const position = style({
  minWidth: '10rem',
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
