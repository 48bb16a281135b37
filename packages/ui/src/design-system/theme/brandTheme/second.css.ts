import { brandThemeClass } from './brandTheme.ts';

/** The second brand's theme class; its site's entries import it, and only it. */
export const themeClass = brandThemeClass('second');
