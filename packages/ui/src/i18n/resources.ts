import type { Resource } from 'i18next';
import { uiLanguages, type Messages, type NamespaceMessages } from './locales.ts';

// messages/{language}/{namespace}.json: `general` for shared strings, one namespace per area or route.
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

const parts = (path: string) => {
  const [, language = '', namespace = ''] = /\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace };
};

export const namespaces = [
  ...new Set(Object.keys(files).map((path) => parts(path).namespace)),
].sort();

/** i18next resources: language -> namespace -> messages. */
export const resources: Resource = {};
for (const [path, messages] of Object.entries(files)) {
  const { language, namespace } = parts(path);
  if (!(uiLanguages as readonly string[]).includes(language)) continue;
  (resources[language] ??= {})[namespace] = messages;
}

/** One namespace's messages in every UI language. */
export function messagesOf(namespace: string): NamespaceMessages {
  return Object.fromEntries(
    uiLanguages.map((language) => [language, resources[language]?.[namespace]]),
  ) as NamespaceMessages;
}
