import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { secondTokens } from './tokens/second.ts';

/** Class that applies the second brand's tokens to everything inside it. */
export const secondTheme = createTheme(vars, secondTokens, 'second');
