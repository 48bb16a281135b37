import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageBundles } from './locales.ts';

const instances = new Map<string, i18n>();

/** Where an instance gets its messages when it is created (server, Storybook, tests); none in the browser. */
let messageSource: ((language: string) => MessageBundles) | undefined;

/** Lets i18nFor fill each new language from the message files (never called in the browser bundle). */
export function provideMessages(source: (language: string) => MessageBundles) {
  messageSource = source;
}

/**
 * The i18next instance of a language. One per language, never a global switched between
 * languages, so two customers in different languages cannot see each other's strings; shared
 * by every render in that language, so a server render does not rebuild the translations on
 * every request. Its messages are already complete (English fills untranslated keys), so it
 * needs no fallback language loaded next to it.
 */
export function i18nFor(language: string): i18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  const bundles = messageSource?.(language) ?? {};
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: false,
    resources: { [language]: bundles },
    ns: Object.keys(bundles),
    defaultNS: 'general',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}

/** Adds namespaces received as data (inlined in the page or fetched on navigation). */
export function addMessages(language: string, bundles: MessageBundles) {
  const instance = i18nFor(language);
  for (const [namespace, messages] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(language, namespace))
      instance.addResourceBundle(language, namespace, messages, true, true);
  }
}

/** Whether every one of these namespaces is already loaded for the language. */
export function hasMessages(language: string, names: readonly string[]): boolean {
  const instance = i18nFor(language);
  return names.every((namespace) => instance.hasResourceBundle(language, namespace));
}
