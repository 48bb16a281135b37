/** Languages the UI ships messages for; a country site's language falls back to English. */
export const uiLanguages = ['en', 'es', 'pl'] as const;
export type UiLanguage = (typeof uiLanguages)[number];
export const fallbackLanguage: UiLanguage = 'en';

/** One namespace's messages in every UI language (English is the source). */
export type NamespaceMessages = { en: Messages } & Partial<
  Record<Exclude<UiLanguage, 'en'>, Messages>
>;
export interface Messages {
  [key: string]: string | Messages;
}
