// The main brand's entry: its theme class plus its self-hosted fonts (never a font CDN): one
// variable woff2 per subset, each fetched only when the page uses its characters (unicode-range).
import '@fontsource-variable/inter/wght.css';
import bodyFontLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export { mainTheme as themeClass } from './mainTheme.css.ts';

/** Font files every page shows above the fold, for the server to preload: the body font's latin subset. */
export const fontPreloads: readonly string[] = [bodyFontLatin];
