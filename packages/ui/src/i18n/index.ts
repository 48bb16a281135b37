export { createI18n } from './createI18n.ts';
export {
  uiLanguages,
  fallbackLanguage,
  type UiLanguage,
  type NamespaceMessages,
} from './locales.ts';
export { useTranslation } from 'react-i18next';
