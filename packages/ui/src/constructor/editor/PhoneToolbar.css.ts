import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/contract.css.ts';

/** Pinned to the bottom of the screen while the editor is in view, above the home indicator. */
export const dock = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  // As wide as the screen, whatever the page around the editor.
  marginInline: 'calc(50% - 50vw)',
  marginBlockEnd: `calc(-1 * ${vars.space.medium})`,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

export const bar = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
});

const edgeShadow = vars.color.borderStrong;
const cover = vars.color.surface;

/**
 * The selection's tools, scrolled sideways when they outrun the screen. A shadow shows at an edge
 * with more tools past it (the covers scroll with the tools, the shadows stay at the edges).
 */
export const barTools = style({
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  touchAction: 'pan-x',
  background: [
    `linear-gradient(to right, ${cover} 30%, transparent) left center / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 30%, transparent) right center / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${edgeShadow}, transparent) left center / 12px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${edgeShadow}, transparent) right center / 12px 100% no-repeat scroll`,
  ].join(', '),
});

const toolBase = style({
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minWidth: 64,
  maxWidth: 104,
  minHeight: 56,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"], &[aria-expanded="true"]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.onBrandSoft,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const tool = styleVariants({
  neutral: [toolBase, { color: vars.color.text }],
  critical: [toolBase, { color: vars.color.critical }],
});

export const toolLabel = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The room above the bar for a tool that needs more than a tap: a slider, a field, a list. */
export const sheet = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  maxHeight: '45vh',
  overflowY: 'auto',
});

export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: '1 1 auto',
  minWidth: 0,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'pointer',
});
