import type { BrandId } from '@shop/brands';
import { brandThemes } from '@shop/brands/themes';
import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { fontStackOf } from '../fontStacks.ts';
import { brandTokens } from '../tokens/brandTokens.ts';

/**
 * A brand's theme class, which applies its tokens to everything inside it, with the metric-matched
 * local fallbacks its font stack names (see fontStacks.ts). Called from the brand's own `.css.ts`
 * in this folder, so a site's stylesheet holds its brand's theme and no other's.
 */
export function brandThemeClass(id: BrandId): string {
  const theme = brandThemes[id];
  for (const { fontFamily, ...face } of fontStackOf(theme.font).fontFaces)
    globalFontFace(fontFamily, face);
  return createTheme(vars, brandTokens(theme), id);
}
