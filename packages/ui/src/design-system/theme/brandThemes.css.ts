import { brandIds, type BrandId } from '@shop/brands';
import { brandThemes } from '@shop/brands/themes';
import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { fontStackOf } from './fontStacks.ts';
import { brandTokens } from './tokens/brandTokens.ts';

/** Per brand, the class that applies its tokens to everything inside it. */
export const brandThemeClasses = Object.fromEntries(
  brandIds.map((id) => [id, createTheme(vars, brandTokens(brandThemes[id]), id)]),
) as Record<BrandId, string>;

// The metric-matched local fallbacks the brands' font stacks name (see fontStacks.ts).
for (const id of brandIds) {
  for (const { fontFamily, ...face } of fontStackOf(brandThemes[id].font).fontFaces) {
    globalFontFace(fontFamily, face);
  }
}
