import { breakpoints } from '@shop/domain';
import { brands } from '../packages/ui/src/design-system/theme/brands.ts';

/**
 * Storybook viewports named after the spec's breakpoints. They are tall on purpose: the story
 * tests screenshot a whole screen, and only what fits in the viewport is painted.
 */
export const viewportOptions = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [
    name,
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: '2400px' },
      type:
        width < breakpoints.tablet ? 'mobile' : width < breakpoints.desktop ? 'tablet' : 'desktop',
    },
  ]),
);

/** Chromatic modes: every story in both brands on a phone and on a desktop. */
export const chromaticModes = Object.fromEntries(
  brands.flatMap((brand) =>
    (['mobile', 'desktop'] as const).map((viewport) => [
      `${brand} ${viewport}`,
      { brand, viewport },
    ]),
  ),
);
