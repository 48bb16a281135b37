import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import nunito from '@capsizecss/metrics/nunito';

/**
 * A brand's web font followed by a local Arial resized to the web font's metrics (size-adjust,
 * ascent-, descent- and line-gap-override), so text keeps its place when the web font swaps in.
 * Liberation Sans has Arial's metrics and stands in for it where Arial is not installed (Linux).
 */
function fontStack(metrics: typeof inter, familyName: string) {
  const { fontFamily, fontFaces } = createFontStack([{ ...metrics, familyName }, arial], {
    fontFaceFormat: 'styleObject',
  });
  return {
    fontFamily: `${fontFamily}, sans-serif`,
    fontFaces: fontFaces.map(({ '@font-face': face }) => ({
      ...face,
      src: `${face.src}, local('Liberation Sans'), local('LiberationSans')`,
    })),
  };
}

/** The variable fonts' family names, as @fontsource-variable declares them. */
export const mainFontStack = fontStack(inter, 'Inter Variable');
export const secondFontStack = fontStack(nunito, 'Nunito Variable');
