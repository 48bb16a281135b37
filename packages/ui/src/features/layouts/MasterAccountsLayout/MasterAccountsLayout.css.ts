import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';
import { narrow, wide } from '../shared/layout.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space.xlarge } },
});

export const aside = style({
  padding: vars.space.small,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const heading = style({
  margin: 0,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const list = style({ display: 'grid', gap: 2, margin: 0, padding: 0, listStyle: 'none' });

export const group = style({
  marginBlockStart: vars.space.small,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral },
    '&[aria-current]': {
      backgroundColor: vars.color.brandSoft,
      color: vars.color.onBrandSoft,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

/** The phone's menu button: names the current page, opens the list of pages below it. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  '@container': { [wide]: { display: 'none' } },
});

export const toggleText = style({ display: 'flex', flexDirection: 'column' });

export const toggleLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
});

/** On phones the pages show only while the menu is open; wide screens always show them. */
export const pages = style({
  '@container': {
    [narrow]: {
      display: 'none',
      marginBlockStart: vars.space.xsmall,
      selectors: { '&[data-open]': { display: 'block' } },
    },
  },
});
