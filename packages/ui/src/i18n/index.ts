export { i18nFor } from './i18nFor.ts';
export {
  uiLanguages,
  fallbackLanguage,
  type UiLanguage,
  type NamespaceMessages,
} from './locales.ts';
export { useTranslation } from 'react-i18next';
