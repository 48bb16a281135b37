// The brand's self-hosted fonts (never a font CDN): one variable woff2 per subset, each fetched
// only when the page uses its characters (unicode-range). The site's entries import this module.
import '@fontsource-variable/inter/wght.css';
import bodyFontLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Font files every page shows above the fold, for the server to preload: the body font's latin subset. */
export const fontPreloads: readonly string[] = [bodyFontLatin];
