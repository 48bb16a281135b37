import type { Resource } from 'i18next';
import { uiLanguages, type NamespaceMessages } from './locales.ts';

// Every file in messages/ is one namespace: `general` for shared strings, one per area or route.
const modules = import.meta.glob<NamespaceMessages>('./messages/*.ts', {
  eager: true,
  import: 'messages',
});

export const namespaces = Object.keys(modules).map((path) => path.replace(/^.*\/(.+)\.ts$/, '$1'));

/** i18next resources: language -> namespace -> messages. */
export const resources: Resource = Object.fromEntries(
  uiLanguages.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(modules).map(([path, messages]) => [
        path.replace(/^.*\/(.+)\.ts$/, '$1'),
        messages[language] ?? messages.en,
      ]),
    ),
  ]),
);
