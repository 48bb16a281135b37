import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  maxWidth: '48rem',
});

export const placement = styleVariants({
  // Sticky at the end of the page rather than fixed: it floats over the bottom of the window while
  // the page scrolls, and at the page's end it takes room of its own, so it never hides the last
  // content for good (a checkout step's button) while the customer has not answered yet.
  overlay: {
    position: 'sticky',
    insetBlockEnd: vars.space.medium,
    width: `calc(100% - 2 * ${vars.space.medium})`,
    marginInline: 'auto',
    marginBlockEnd: vars.space.medium,
    zIndex: vars.zIndex.overlay,
    maxHeight: `calc(100vh - 2 * ${vars.space.medium})`,
    overflowY: 'auto',
  },
  inline: {},
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const options = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const legend = style({
  paddingInline: vars.space.xxsmall,
  fontWeight: vars.fontWeight.strong,
});
