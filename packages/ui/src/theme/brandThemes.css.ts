import { brands, type BrandId } from '@shop/brands';
import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { fontStackOf } from './fontStacks.ts';
import { brandTokens } from './tokens/brandTokens.ts';

/** Per brand, the class that applies its tokens to everything inside it. */
export const brandThemeClasses = Object.fromEntries(
  brands.map((brand) => [brand.id, createTheme(vars, brandTokens(brand), brand.id)]),
) as Record<BrandId, string>;

// The metric-matched local fallbacks the brands' font stacks name (see fontStacks.ts).
for (const brand of brands) {
  for (const { fontFamily, ...face } of fontStackOf(brand.theme.font).fontFaces) {
    globalFontFace(fontFamily, face);
  }
}
