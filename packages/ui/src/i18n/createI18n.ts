import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage } from './locales.ts';
import { namespaces, resources } from './resources.ts';

/**
 * One i18next instance per render (per request on the server), never a shared global,
 * so two customers in different languages cannot see each other's strings.
 */
export function createI18n(language: string): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: false,
    resources,
    ns: namespaces,
    defaultNS: 'general',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
