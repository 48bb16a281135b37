// The second brand's entry: its theme class plus its self-hosted fonts (never a font CDN).
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';

export { secondTheme as themeClass } from './secondTheme.css.ts';
