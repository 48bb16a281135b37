import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { mainFontStack } from './fontStacks.ts';
import { mainTokens } from './tokens/main.ts';

/** Class that applies the main brand's tokens to everything inside it. */
export const mainTheme = createTheme(vars, mainTokens, 'main');

// The metric-matched local fallback the brand's font stack names (see fontStacks.ts).
for (const { fontFamily, ...face } of mainFontStack.fontFaces) globalFontFace(fontFamily, face);
