import type { ProductTemplate, ShipmentTrackingState } from '@shop/domain';
import { familyNames, type ArticleFixture, type ProductFamily } from '../fixtures/articles.ts';
import { cmsPageTextKey, type CmsPageFixture } from '../fixtures/cmsPages.ts';
import { designThemes, type DesignFixture } from '../fixtures/designs.ts';
import type { HelpCenterCategoryFixture, HelpCenterTopicFixture } from '../fixtures/helpCenter.ts';
import type { OfferFixture } from '../fixtures/offers.ts';
import { eventDescriptions } from '../fixtures/orders.ts';
import { reviewVoiceIndex, type ReviewFixture } from '../fixtures/reviews.ts';
import type { TagFixture } from '../fixtures/tags.ts';
import { fillText, shopTextsFor } from '../fixtures/texts/index.ts';
import { ticketTexts } from '../fixtures/texts/tickets.ts';

// The store keeps English (the fixtures' wording); answers are put in the call's language here,
// so ids, prices and the seed stay the same for every language.

export function familyNameIn(family: ProductFamily, language: string | undefined): string {
  return shopTextsFor(language)?.families[family] ?? familyNames[family];
}

export function familyDescriptionIn(family: ProductFamily, language: string | undefined): string {
  const template = shopTextsFor(language)?.familyDescription ?? '{name} made with your photos.';
  return fillText(template, { name: familyNameIn(family, language) });
}

export function familyLinkIn(family: ProductFamily, language: string | undefined): string {
  const texts = shopTextsFor(language);
  const name = familyNameIn(family, language);
  return texts ? fillText(texts.familyLink, { name }) : `See ${name.toLowerCase()}`;
}

export interface ArticleNames {
  name: string;
  name_plural: string;
}

export function articleNamesIn(
  article: Pick<ArticleFixture, 'id' | 'name' | 'name_plural'>,
  language: string | undefined,
): ArticleNames {
  const names = shopTextsFor(language)?.articles[article.id];
  if (!names) return { name: article.name, name_plural: article.name_plural };
  const [name, name_plural] = names;
  return { name, name_plural };
}

/** An article name stored on a cart or order line, in the call's language. */
export function articleNameIn(
  articleId: number,
  storedName: string,
  language: string | undefined,
): string {
  return shopTextsFor(language)?.articles[articleId]?.[0] ?? storedName;
}

/** A seeded design's name in the call's language; a name its author gave stays as it is. */
export function designNameIn(
  design: DesignFixture,
  article: ArticleFixture | undefined,
  language: string | undefined,
): string {
  const theme = designThemeIn(design, article, language);
  if (!shopTextsFor(language) || !article || !theme) return design.name;
  return `${theme} · ${articleNamesIn(article, language).name}`;
}

/**
 * A seeded design's theme ("Summer memories") in the call's language, which its preview shows:
 * the picture's alt text, apart from the card's name so a reader does not hear it twice.
 */
export function designThemeIn(
  design: DesignFixture,
  article: ArticleFixture | undefined,
  language: string | undefined,
): string | undefined {
  const theme = designThemes.find((candidate) => design.name === `${candidate} · ${article?.name}`);
  if (!theme) return undefined;
  return shopTextsFor(language)?.designThemes[theme] ?? theme;
}

/** A product template with the default texts of its text slots in the call's language. */
export function templateIn(
  template: ProductTemplate,
  language: string | undefined,
): ProductTemplate {
  const words = shopTextsFor(language)?.templateTexts;
  if (!words) return template;
  return {
    ...template,
    pages: template.pages.map((page) => ({
      ...page,
      text_slots: page.text_slots.map((slot) => ({
        ...slot,
        default_text: words[slot.default_text] ?? slot.default_text,
      })),
    })),
  };
}

export function tagTextsIn(
  tag: TagFixture,
  language: string | undefined,
): { name: string; description: string } {
  return shopTextsFor(language)?.tags[tag.slug] ?? tag;
}

export function offerTextsIn(
  offer: OfferFixture,
  language: string | undefined,
): { title: string; description_html: string } {
  const texts = shopTextsFor(language);
  const wording =
    offer.promotion_code === 'WELCOME10'
      ? texts?.offers.welcome
      : offer.promotion_code === 'FREESHIP'
        ? texts?.offers.freeShipping
        : offer.discount_percent !== null
          ? texts?.offers.discount
          : undefined;
  if (!wording) return offer;
  const values = { percent: offer.discount_percent ?? 0 };
  return {
    title: fillText(wording.title, values),
    description_html: fillText(wording.text, values),
  };
}

export function cmsPageIn(page: CmsPageFixture, language: string | undefined): CmsPageFixture {
  const texts = shopTextsFor(language);
  const wording = texts?.cmsPages[cmsPageTextKey(page)];
  return wording ? { ...page, ...wording } : page;
}

export function cmsMetaTitleIn(title: string, language: string | undefined): string {
  return fillText(shopTextsFor(language)?.metaTitle ?? '{title} | Photo gifts', { title });
}

export function helpCategoryIn(
  category: HelpCenterCategoryFixture,
  language: string | undefined,
): { name: string; description: string } {
  const categories: Partial<Record<number, { name: string; description: string }>> | undefined =
    shopTextsFor(language)?.helpCenter.categories;
  return categories?.[category.id] ?? category;
}

export function helpTopicIn(
  topic: HelpCenterTopicFixture,
  language: string | undefined,
): { title: string; body: string } {
  return shopTextsFor(language)?.helpCenter.topics[topic.id] ?? topic;
}

export function reviewTextsIn(
  review: ReviewFixture,
  language: string | undefined,
): { title: string; text: string } {
  const voice = reviewVoiceIndex(review);
  const wording = voice === undefined ? undefined : shopTextsFor(language)?.reviews[voice];
  return wording ?? review;
}

export function trackingEventIn(
  state: ShipmentTrackingState,
  storedDescription: string,
  language: string | undefined,
): string {
  const texts = shopTextsFor(language);
  // A description the seed did not write (a scenario's own) stays as it is.
  return texts && storedDescription === eventDescriptions[state]
    ? texts.tracking[state]
    : storedDescription;
}

/** The factory's name in a tracking event's location ("Factory, Getafe"); cities stay as they are. */
export function trackingLocationIn(
  location: string | null,
  language: string | undefined,
): string | null {
  const factory = shopTextsFor(language)?.shipment.factory;
  return factory && location?.startsWith('Factory')
    ? location.replace('Factory', factory)
    : location;
}

/** A seeded ticket's subject or message in the call's language; anything a customer wrote stays. */
export function ticketTextIn(text: string, language: string | undefined): string {
  const code = (language ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return ticketTexts[code === 'no' ? 'nb' : code]?.[text] ?? text;
}
