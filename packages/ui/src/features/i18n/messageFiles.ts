import {
  fallbackLanguage,
  isUiLanguage,
  type MessageBundles,
  type Messages,
  type NamespaceMessages,
} from './locales.ts';

/**
 * The one source of messages: messages/{language}/{namespace}.json, English is the source of keys.
 * Read by the server (which serves and inlines them), Storybook and the tests; never imported by
 * the browser bundle, which receives messages as data.
 */
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

const parts = (path: string) => {
  const [, language = '', namespace = ''] = /\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace };
};

const byLanguage = new Map<string, MessageBundles>();
for (const [path, messages] of Object.entries(files)) {
  const { language, namespace } = parts(path);
  if (!isUiLanguage(language)) continue;
  const bundles = byLanguage.get(language) ?? {};
  bundles[namespace] = messages;
  byLanguage.set(language, bundles);
}

/** Every namespace, as English (the source) defines them. */
export const namespaces = Object.keys(byLanguage.get(fallbackLanguage) ?? {}).sort();

/** The messages written in a language, as its files hold them (undefined for a missing file). */
export function writtenMessages(language: string, namespace: string): Messages | undefined {
  return byLanguage.get(language)?.[namespace];
}

/** English where the language has no message yet, key by key, so a page never shows a raw key. */
function withEnglishGaps(english: Messages, written: Messages | undefined): Messages {
  if (!written) return english;
  // The language's own keys stay (its plural forms differ from English's), English fills the rest.
  const merged: Messages = { ...written };
  for (const [key, value] of Object.entries(english)) {
    const plural = /_(zero|one|two|few|many|other)$/.exec(key);
    // A plural the language has written in any form uses its own forms, not English's.
    if (
      plural &&
      Object.keys(written).some((own) => own.startsWith(key.slice(0, plural.index) + '_'))
    )
      continue;
    const own = written[key];
    merged[key] =
      typeof value === 'string'
        ? typeof own === 'string' && own !== ''
          ? own
          : value
        : withEnglishGaps(value, typeof own === 'object' ? own : undefined);
  }
  return merged;
}

const bundlesByPage = new Map<string, MessageBundles>();

/**
 * The namespaces of one language, complete (English fills what is not translated yet). Made once
 * per language and set of namespaces: pages share the result and must not change it.
 */
export function messageBundles(language: string, names: readonly string[]): MessageBundles {
  const key = `${language} ${names.join(' ')}`;
  let bundles = bundlesByPage.get(key);
  if (!bundles) {
    bundles = completeBundles(language, names);
    bundlesByPage.set(key, bundles);
  }
  return bundles;
}

function completeBundles(language: string, names: readonly string[]): MessageBundles {
  const english = byLanguage.get(fallbackLanguage) ?? {};
  return Object.fromEntries(
    names.flatMap((name) => {
      const source = english[name];
      return source ? [[name, withEnglishGaps(source, writtenMessages(language, name))]] : [];
    }),
  );
}

/** One namespace's messages in every language that has its file. */
export function messagesOf(namespace: string): NamespaceMessages {
  return Object.fromEntries(
    [...byLanguage].map(([language, bundles]) => [language, bundles[namespace]]),
  ) as NamespaceMessages;
}
