// The main brand's entry: its theme class plus its self-hosted fonts (never a font CDN).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';

export { mainTheme as themeClass } from './mainTheme.css.ts';
