// What play functions find text by: the messages of the story's language (the toolbar's locale),
// so a play function runs in every language the shop speaks.
import type { CustomTypeOptions, TFunction } from 'i18next';
import { i18nFor } from '../features/i18n/i18nFor.ts';
import { namespaces } from '../features/i18n/messageFiles.ts';

type Namespaces = (keyof CustomTypeOptions['resources'])[];

/** `t` of the story's language over every namespace: `t('checkout:pickpoint.search')`. */
export function storyMessages(globals: Record<string, unknown>): TFunction<Namespaces> {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  return i18nFor(locale).getFixedT(locale, namespaces as Namespaces);
}

/** Text of a message as a literal part of a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message around a value the story does not know (a design's name): its fixed parts, any value between. */
export function withAnyValue(message: (value: string) => string): RegExp {
  const [before = '', after = ''] = message('\u0000').split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}
