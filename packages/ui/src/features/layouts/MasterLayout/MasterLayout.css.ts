import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';
import { narrow, wide } from '../shared/layout.css.ts';

// Parts only for wide layouts (desktop navigation, search, switcher) and only for narrow ones (menu button).
export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } });
export const narrowOnly = style({ '@container': { [wide]: { display: 'none' } } });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navListVertical = style({ flexDirection: 'column', gap: 0 });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral },
    '&[aria-current]': { color: vars.color.onBrandSoft, backgroundColor: vars.color.brandSoft },
  },
});

export const navRow = style({
  paddingBlockEnd: vars.space.xsmall,
});

export const search = style({
  display: 'flex',
  flex: '1 1 14rem',
  maxWidth: '28rem',
  minWidth: 0,
});

export const searchStacked = style({ maxWidth: 'none', flexBasis: 'auto' });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.medium,
  borderEndStartRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  border: 'none',
  borderStartEndRadius: vars.radius.medium,
  borderEndEndRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
});

export const iconAction = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.xsmall,
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.neutral } },
});

export const actionIcon = style({ fontSize: '1.4rem', display: 'inline-flex' });

export const cartCount = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: 4,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const menuContent = style({
  minWidth: '14rem',
  padding: vars.space.xxsmall,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.dropdown,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSoft, color: vars.color.onBrandSoft },
  },
});

export const menuSeparator = style({
  height: 1,
  marginBlock: vars.space.xxsmall,
  backgroundColor: vars.color.border,
});

export const switcher = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const switcherStacked = style({ flexDirection: 'column', alignItems: 'stretch' });

export const select = style({
  height: vars.controlHeight.small,
  paddingInline: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const drawerBody = style({ display: 'grid', gap: vars.space.large });

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlock: vars.space.xlarge,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

// The theme's focus ring is made for light surfaces; on the dark footer it follows the text colour.
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.textInverse });

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@container': { [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

export const footerHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.heading,
});

export const footerLinks = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footerLink = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  fontSize: vars.fontSize.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const footerText = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const newsletterForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const newsletterLabel = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const newsletterInput = style({
  flex: '1 1 10rem',
  minWidth: 0,
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  paddingBlock: 2,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const footerBottom = style({
  marginBlockStart: vars.space.xlarge,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.small,
});

export const status = style({ flexBasis: '100%', margin: 0, fontSize: vars.fontSize.small });

export const footerHeadingSpaced = style({ marginBlockStart: vars.space.large });

export const newsletterConsent = style({
  display: 'flex',
  flexBasis: '100%',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});
