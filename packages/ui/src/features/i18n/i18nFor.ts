import { createInstance, type i18n, type TFunction } from 'i18next';
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
  // With every message loaded from the start, a key's text never changes: learnt once.
  if (messageSource) rememberTexts(instance);
  instances.set(language, instance);
  return instance;
}

/** Texts with numbers in them (a count) a fixed `t` remembers at most: a page has a few. */
const maxCountedTexts = 500;

/** The id of a call's options when they hold only numbers (counts, years), else undefined. */
function numbersOnly(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let id = '';
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'number') return undefined;
    id += `${name}=${value};`;
  }
  return id;
}

/**
 * Makes the instance's fixed `t` functions (one per namespace, as `useTranslation` asks for them)
 * remember the text of each key asked for without options, or with numbers only (a count): every
 * server render asks for the same few hundred texts, and i18next resolves each afresh (copying
 * its options every time). Texts with other values (a name) are never kept. Only for an instance
 * whose messages are complete when it is made: none is added later.
 */
function rememberTexts(instance: i18n) {
  const fixedTOf = instance.getFixedT.bind(instance);
  const made = new Map<string, TFunction>();
  instance.getFixedT = ((...args: Parameters<i18n['getFixedT']>) => {
    const [, , keyPrefix] = args;
    if (typeof keyPrefix === 'function') return fixedTOf(...args);
    const id = JSON.stringify(args);
    const known = made.get(id);
    if (known) return known;
    const fixedT = fixedTOf(...args);
    const translate = fixedT as unknown as (...all: unknown[]) => unknown;
    const texts = new Map<string, unknown>();
    let counted = 0;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
      const numbers = rest.length === 0 ? '' : numbersOnly(rest[0]);
      if (numbers === undefined) return translate(key, ...rest);
      const textId = numbers === '' ? key : `${key}\n${numbers}`;
      if (texts.has(textId)) return texts.get(textId);
      const text = translate(key, ...rest);
      if (numbers === '' || counted < maxCountedTexts) {
        if (numbers !== '') counted++;
        texts.set(textId, text);
      }
      return text;
    };
    const t = Object.assign(remembering, fixedT) as unknown as TFunction;
    made.set(id, t);
    return t;
  }) as i18n['getFixedT'];
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
