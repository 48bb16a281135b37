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

/** Texts with values in them (a count, the brand's name) a fixed `t` keeps, the latest asked. */
const maxTextsWithValues = 256;

/** The id of a call's values when they are all numbers or strings, else undefined. */
function valuesId(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  const values: unknown[] = [];
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'number' && typeof value !== 'string') return undefined;
    values.push(name, value);
  }
  return JSON.stringify(values);
}

/**
 * Makes the instance's fixed `t` functions (one per namespace, as `useTranslation` asks for them)
 * remember the text of each key asked for: every server render asks for the same few hundred
 * texts, and i18next resolves each afresh (copying its options every time, interpolating). A text
 * asked for with values (numbers and strings only) is kept among the latest few hundred of its
 * namespace, by key and values: the same call gives the same text, for any visitor. Only for an
 * instance whose messages are complete when it is made: none is added later.
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
    const withValues = new Map<string, unknown>();
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return translate(key, ...rest);
      if (rest.length === 0) {
        if (texts.has(key)) return texts.get(key);
        const text = translate(key);
        texts.set(key, text);
        return text;
      }
      const values = valuesId(rest[0]);
      if (values === undefined) return translate(key, ...rest);
      const textId = `${key}\n${values}`;
      if (withValues.has(textId)) {
        const text = withValues.get(textId);
        // The latest asked stay: this one moves to the end.
        withValues.delete(textId);
        withValues.set(textId, text);
        return text;
      }
      const text = translate(key, ...rest);
      withValues.set(textId, text);
      if (withValues.size > maxTextsWithValues) {
        const oldest = withValues.keys().next();
        if (!oldest.done) withValues.delete(oldest.value);
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
