import type { FontMetrics } from '@capsizecss/core';

/**
 * What makes one brand of the shop, as data: its name, shops and country sites, and its logo.
 * Each brand folder fills one in `brand.ts`, with its look (`BrandTheme`) in `theme.ts` and its
 * fonts in `fonts.ts`; `@shop/domain` reads the shops and country sites, `@shop/ui` the theme and
 * the logo, the storefront and the site the rest. This package imports no other package of the shop, so both
 * layers read it; each checks the brands against its own vocabulary when it type-checks (the
 * domain their currencies, payment methods and carriers, the UI their tokens against the theme
 * contract).
 */
export interface BrandDefinition<Id extends string = string> {
  /** The brand's id in the product API, the stories' brand toolbar and the tests. */
  readonly id: Id;
  /** The shop's name as customers read it (titles, header, logo): a trade name, never translated. */
  readonly displayName: string;
  /** The product API's shops that sell under this brand. */
  readonly shops: readonly string[];
  /** The brand's country sites, in the order the country switcher lists them. */
  readonly countrySites: readonly CountrySiteDefinition[];
  /** Where `/` sends visitors whose language matches no country site of the brand. */
  readonly defaultCountrySite: string;
  readonly logo: LogoDrawing;
}

/** One country site of a brand: the domain derives language, locale, time zone and prices from it. */
interface CountrySiteDefinition {
  /** `{language}-{country}` in lowercase, the first path segment of its pages. */
  readonly id: string;
  /** ISO 4217. */
  readonly currency: string;
  /** The product API shop its orders go to (one of the brand's `shops`). */
  readonly shop: string;
  /** Local payment methods, offered after those every site accepts. */
  readonly localPaymentMethods: readonly string[];
  readonly carriers: readonly string[];
}

/**
 * A brand's look (`brands/<id>/theme.ts`): its values for the theme contract's brand-specific
 * groups (`packages/ui/src/design-system/theme`); sizes, spacing, motion and the rest are shared by every brand.
 */
export interface BrandTheme {
  readonly color: Readonly<Record<string, string>>;
  readonly fontWeight: Readonly<Record<string, string>>;
  readonly radius: Readonly<Record<string, string>>;
  readonly shadow: Readonly<Record<string, string>>;
  /** The body and heading font: its family name as `fonts.ts` declares it, and its metrics for the metric-matched fallback. */
  readonly font: { readonly familyName: string; readonly metrics: FontMetrics };
}

/**
 * The brand's wordmark, drawn as strokes so it stays sharp at any size and takes its colours from
 * the theme: the letters are stroked in the brand colour, or in the colour on the brand when a
 * plate in the brand colour lies behind them, and a spark dot is filled in the accent colour.
 */
interface LogoDrawing {
  readonly width: number;
  readonly height: number;
  /** A rounded plate in the brand colour over the whole drawing, with this corner radius. */
  readonly plate?: { readonly radius: number };
  /** The letters' strokes, in drawing order: SVG path data or circles. */
  readonly letters: readonly LogoStroke[];
  readonly spark: LogoCircle;
}

interface LogoCircle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

type LogoStroke = { readonly path: string } | { readonly circle: LogoCircle };
