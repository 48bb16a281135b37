import type { TFunction } from 'i18next';
// Only the texts' part of the English messages: the rest stays out of the editor's code.
import { text as englishTexts } from '../../features/i18n/messages/en/constructor.json';
import type { Template } from '../model/index.ts';

/** The template texts the shop's messages translate, by their English wording. */
const defaultTextKeys = new Map(
  Object.entries(englishTexts.defaults).map(([key, text]) => [
    text,
    key as keyof typeof englishTexts.defaults,
  ]),
);

/**
 * The template with its text slots' default texts in the site's language: a default the messages
 * know (the product API may send them in English) is replaced by its translation.
 */
export function localizeTemplateTexts(template: Template, t: TFunction<'constructor'>): Template {
  let changed = false;
  const pages = template.pages.map((page) => {
    if (!page.text_slots.some((slot) => defaultTextKeys.has(slot.default_text))) return page;
    changed = true;
    return {
      ...page,
      text_slots: page.text_slots.map((slot) => {
        const key = defaultTextKeys.get(slot.default_text);
        return key ? { ...slot, default_text: t(`text.defaults.${key}`) } : slot;
      }),
    };
  });
  return changed ? { ...template, pages } : template;
}
