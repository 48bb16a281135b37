import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import type { BrandTheme } from '@shop/brands';

/**
 * A brand's web font followed by a local Arial resized to the web font's metrics (size-adjust,
 * ascent-, descent- and line-gap-override), so text keeps its place when the web font swaps in.
 * Liberation Sans has Arial's metrics and stands in for it where Arial is not installed (Linux).
 * The family name is the variable font's, as @fontsource-variable declares it.
 */
export function fontStackOf({ familyName, metrics }: BrandTheme['font']) {
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
