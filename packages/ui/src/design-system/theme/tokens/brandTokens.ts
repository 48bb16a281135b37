import type { RegisteredBrandTheme } from '@shop/brands/themes';
import { fontStackOf } from '../fontStacks.ts';
import { baseTokens } from './base.ts';
import type { ThemeTokens } from './types.ts';

/**
 * A brand's concrete value for every slot of the theme contract: the shared base with the brand's
 * colours, weights, radii, shadows and font stack (`brands/<id>/theme.ts`). A brand that misses a
 * colour role (or names one the contract lacks) fails here when the UI type-checks.
 */
export function brandTokens(theme: RegisteredBrandTheme): ThemeTokens {
  const { fontFamily } = fontStackOf(theme.font);
  return {
    ...baseTokens,
    color: theme.color,
    font: { ...baseTokens.font, body: fontFamily, heading: fontFamily },
    fontWeight: theme.fontWeight,
    radius: theme.radius,
    shadow: theme.shadow,
  };
}
