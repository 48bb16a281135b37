import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { mainTokens } from './tokens/main.ts';

/** Class that applies the main brand's tokens to everything inside it. */
export const mainTheme = createTheme(vars, mainTokens, 'main');
