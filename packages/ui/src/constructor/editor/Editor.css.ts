import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaBelow, mediaFrom } from '../../design-system/theme/breakpoints.ts';
import { vars } from '../../design-system/theme/contract.css.ts';

const phone = mediaBelow('tablet');

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // The page's canvas is sized from the room it has: its width must not widen that room.
  minWidth: 0,
  padding: vars.space.small,
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minHeight: '100%',
  '@media': { [phone]: { gap: vars.space.xsmall, padding: vars.space.xsmall } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': {
    // Two slim rows on a phone: the product, its saving and its warnings; then undo, redo and the cart.
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"identity identity status check" "history cart cart cart"',
      gap: vars.space.xsmall,
    },
  },
});

const headerArea = (area: string, phoneStyle = {}) =>
  style({ '@media': { [phone]: { gridArea: area, ...phoneStyle } } });

/** The header's parts, placed in its two rows on a phone. */
export const headerIdentity = headerArea('identity');
export const headerStatus = headerArea('status');
export const headerCheck = headerArea('check');
export const headerHistory = headerArea('history', { flexWrap: 'nowrap' });
export const cartGroup = headerArea('cart', { justifyContent: 'flex-end', flexWrap: 'nowrap' });

export const headerGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.heading,
  '@media': {
    // A phone's header names the product; the title stays for screen readers.
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Photos on the left, the page in the middle (as wide as it can be), the selection's tools on the right. */
export const workspace = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaFrom('desktop')]: {
      gridTemplateColumns: '192px minmax(0, 1fr) 224px',
      alignItems: 'start',
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontFamily: vars.font.heading,
});

export const stageColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** On a phone the page and its tools come before the photos. */
export const mainStage = style({
  '@media': { [phone]: { order: -1 } },
});

export const stageBox = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
  // The editor handles pinch and drag on the page itself.
  touchAction: 'none',
  '@media': {
    // The page fills the phone's width, edge to edge, whatever the page around the editor.
    [phone]: {
      marginInline: 'calc(50% - 50vw)',
      padding: vars.space.xsmall,
      borderRadius: 0,
    },
  },
});

export const pageNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
  '@media': { [phone]: { flexWrap: 'nowrap', gap: vars.space.xsmall } },
});

/** Which pages are on show, between the page buttons. */
export const pageNavHint = style({ flex: '1 1 auto', textAlign: 'center' });

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const slotButton = style({
  display: 'flex',
  width: '100%',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
});

export const slotMeta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  overflow: 'hidden',
  aspectRatio: '1',
  width: '100%',
});

export const thumb = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.strong} dashed ${vars.color.borderStrong}`,
});

export const dropZoneActive = style({
  borderColor: vars.color.brand,
  backgroundColor: vars.color.brandSoft,
});

export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const rangeField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
});

export const range = style({ width: '100%', accentColor: vars.color.brand });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const colorInput = style({
  width: 48,
  height: 32,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
});

export const nativeLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const nativeControl = style({
  minHeight: vars.controlHeight.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const quantity = style({ width: 72, '@media': { [phone]: { width: 56 } } });

/** A label beside its field, to keep the header one row high. */
export const inlineLabel = style({ flexDirection: 'row', alignItems: 'center' });

/** The quantity's word: a phone's row keeps only the field, which the word still names. */
export const quantityWord = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const saveStatus = styleVariants({
  idle: { color: vars.color.textMuted },
  saving: { color: vars.color.textMuted },
  saved: { color: vars.color.text },
  failed: { color: vars.color.critical },
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const issueList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.fontSize.small,
});

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  border: 0,
  padding: 0,
  margin: 0,
});

/** A print-check entry with its "Show" button beside the words. */
export const issueItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

// A phone's fingers: every control of the editor is a target of at least 44 × 44 px, and a
// double tap on one never zooms the page (the page itself handles pinch; see stageBox).
globalStyle(`${editor} :is(button, select, textarea, input:not([type="file"]))`, {
  touchAction: 'manipulation',
  '@media': { [phone]: { minHeight: 44, minWidth: 44 } },
});
