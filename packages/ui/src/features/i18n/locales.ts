/** The UI languages (one per country site language); a missing message falls back to English key by key. */
export const uiLanguages = [
  'es',
  'pt',
  'it',
  'pl',
  'cs',
  'sk',
  'da',
  'sv',
  'nb',
  'fi',
  'fr',
  'nl',
  'de',
  'en',
] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const fallbackLanguage: UiLanguage = 'en';

export function isUiLanguage(language: string): language is UiLanguage {
  return (uiLanguages as readonly string[]).includes(language);
}

/** One namespace's messages in every UI language (English is the source). */
export type NamespaceMessages = { en: Messages } & Partial<
  Record<Exclude<UiLanguage, 'en'>, Messages>
>;
export interface Messages {
  [key: string]: string | Messages;
}

/** Namespace -> messages of one language: what a page carries and a message file serves. */
export type MessageBundles = Record<string, Messages>;

/**
 * Namespaces every page renders (header, footer, consent banner, error screens with their related
 * content, forms, overlays, labels of the domain's vocabularies): served once per locale at
 * `general/{locale}/data.json`.
 * A route's own file holds the namespaces its route table entry declares beyond these.
 */
export const generalNamespaces = [
  'general',
  'layout',
  'consent',
  'errors',
  'content',
  'forms',
  'overlays',
  'shop',
  'data',
] as const;
