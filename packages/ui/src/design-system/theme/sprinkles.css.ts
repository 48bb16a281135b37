import type { Breakpoint } from '@shop/domain';
import {
  createSprinkles,
  defineProperties,
  type ConditionalValue,
} from '@vanilla-extract/sprinkles';
import { mediaFrom } from './breakpoints.ts';
import { vars } from './contract.css.ts';

/**
 * The breakpoints layout props answer to: the ones the shop's pages lay out by. Every condition
 * multiplies the atoms (class names the browser's sprinkles table carries on every first load),
 * so the spec's other breakpoints (mobileMedium, desktopMedium, desktopWide) stay for `.css.ts`
 * files through `mediaFrom`, where a rule costs nothing to pages that do not use it.
 */
const layoutBreakpoints = [
  'mobile',
  'mobileWide',
  'tablet',
  'desktop',
] as const satisfies readonly Breakpoint[];

// Mobile first: `mobile` (320px and up) is the default, every wider breakpoint is a min-width
// condition, so `{ mobile: 'small', tablet: 'large' }` reads as "from tablet on".
const conditions = Object.fromEntries(
  layoutBreakpoints.map((name) => [name, name === 'mobile' ? {} : { '@media': mediaFrom(name) }]),
) as Record<(typeof layoutBreakpoints)[number], { '@media'?: string }>;

const space = vars.space;

/** Fractions of the parent's width a Box can take. */
const widths = {
  auto: 'auto',
  full: '100%',
  '1/2': '50%',
  '1/3': '33.3333%',
  '2/3': '66.6667%',
  '1/4': '25%',
  '3/4': '75%',
} as const;

const gridColumns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
} as const;

const responsiveProperties = defineProperties({
  conditions,
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: gridColumns,
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: widths,
    maxWidth: { full: '100%', none: 'none', content: '72rem', text: '40rem' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

// Surfaces pair a background with its readable text colour, so a Box can never end up with
// dark text on a dark surface.
const surfaceStyles = {
  page: { backgroundColor: vars.color.page, color: vars.color.text },
  surface: { backgroundColor: vars.color.surface, color: vars.color.text },
  surfaceRaised: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text },
  surfaceSunken: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
  surfaceInverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
  brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  brandSoft: { backgroundColor: vars.color.brandSoft, color: vars.color.onBrandSoft },
  neutral: { backgroundColor: vars.color.neutral, color: vars.color.onNeutral },
  infoSoft: { backgroundColor: vars.color.infoSoft, color: vars.color.onInfoSoft },
  positiveSoft: { backgroundColor: vars.color.positiveSoft, color: vars.color.onPositiveSoft },
  cautionSoft: { backgroundColor: vars.color.cautionSoft, color: vars.color.onCautionSoft },
  criticalSoft: { backgroundColor: vars.color.criticalSoft, color: vars.color.onCriticalSoft },
} as const;

const staticProperties = defineProperties({
  properties: {
    background: surfaceStyles,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: {
      none: { borderStyle: 'none' },
      standard: { border: `${vars.borderWidth.standard} solid ${vars.color.border}` },
      strong: { border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}` },
    },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
  },
});

/** Atomic class names for layout props: `sprinkles({ padding: { mobile: 'small', tablet: 'large' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may differ per breakpoint: `'small'` or `{ mobile: 'small', desktop: 'large' }`. */
export type ResponsiveValue<Value extends string | number> = ConditionalValue<
  typeof responsiveProperties,
  Value
>;

export type Space = keyof typeof vars.space;
export type SurfaceName = keyof typeof surfaceStyles;
export const surfaceNames = Object.keys(surfaceStyles) as SurfaceName[];
