export { vars } from './contract.css.ts';
export { mainTheme } from './mainTheme.css.ts';
export { secondTheme } from './secondTheme.css.ts';
export { brands, type Brand } from './brands.ts';
export { mediaFrom } from './breakpoints.ts';
export type { ThemeTokens, ColorRole } from './tokens/types.ts';
