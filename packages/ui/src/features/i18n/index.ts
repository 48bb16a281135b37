export { i18nFor, addMessages, hasMessages } from './i18nFor.ts';
export {
  uiLanguages,
  generalNamespaces,
  isUiLanguage,
  type UiLanguage,
  type MessageBundles,
  type NamespaceMessages,
} from './locales.ts';
export { useTranslation } from 'react-i18next';
