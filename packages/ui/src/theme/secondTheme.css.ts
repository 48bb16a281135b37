import { createTheme, globalFontFace } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { secondFontStack } from './fontStacks.ts';
import { secondTokens } from './tokens/second.ts';

/** Class that applies the second brand's tokens to everything inside it. */
export const secondTheme = createTheme(vars, secondTokens, 'second');

// The metric-matched local fallback the brand's font stack names (see fontStacks.ts).
for (const { fontFamily, ...face } of secondFontStack.fontFaces) globalFontFace(fontFamily, face);
