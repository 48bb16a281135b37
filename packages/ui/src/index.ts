export { Button, type ButtonProps } from './primitives/Button/Button.tsx';
export { buttonSizes, buttonTones, buttonVariants } from './primitives/Button/buttonVariants.ts';
export { UiProvider, type UiProviderProps } from './provider/UiProvider.tsx';
export { vars, brands, mediaFrom, type Brand, type ThemeTokens } from './theme/index.ts';
export { createI18n, useTranslation, uiLanguages, type UiLanguage, type NamespaceMessages } from './i18n/index.ts';
