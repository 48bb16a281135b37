import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage } from './locales.ts';
import { namespaces, resources } from './resources.ts';

const instances = new Map<string, i18n>();

/**
 * The i18next instance of a language. One per language, never a global switched between
 * languages, so two customers in different languages cannot see each other's strings; shared
 * by every render in that language (nothing changes an instance's language or resources), so a
 * server render does not rebuild the translations on every request.
 */
export function i18nFor(language: string): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
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
  instances.set(language, instance);
  return instance;
}
