import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css.ts';

/** Rich text from the CMS: readable measure, spacing between its own paragraphs and headings. */
export const prose = style({
  maxWidth: '70ch',
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.small });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} h2, ${prose} h3`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  lineHeight: vars.lineHeight.tight,
  marginTop: vars.space.large,
  marginBottom: 0,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xlarge });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.large });
globalStyle(`${prose} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${prose} a:hover`, { color: vars.color.linkHover });
globalStyle(`${prose} p`, { marginBottom: 0 });

export const resources = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const resource = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
