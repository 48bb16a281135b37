export { vars } from './contract.css.ts';
export { brandThemeClasses } from './brandThemes.css.ts';
export { brands, type Brand } from './brands.ts';
export { mediaFrom } from './breakpoints.ts';
export type { ThemeTokens } from './tokens/types.ts';
