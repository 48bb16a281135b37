import { carrierNames } from '@shop/domain';
import { familyNames } from '../fixtures/articles.ts';
import { designThemes } from '../fixtures/designs.ts';
import { eventDescriptions } from '../fixtures/orders.ts';
import { pickpointWordsOf } from '../fixtures/pickpointPlaces.ts';
import { buildSeed } from '../fixtures/seed.ts';
import { fillText, shopTextsFor } from '../fixtures/texts/index.ts';
import { productTextsFor } from '../fixtures/texts/products/index.ts';
import { englishShipmentTexts } from '../store/shipment.ts';

/** Texts that read the same in every language: units and formats, not words. */
export const sameEverywhere = /^([\d\sx×%.,:/-]*|\d+ ml|Wire-O)$/;

/** The words of a CMS text, its markup left out: what a page shows of it. */
const plain = (html: string): string[] =>
  html
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter(Boolean);

/** A text found as whole words only: "Mug" is not in "Mugs", "Art" not in "Artikel". */
export function asWords(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/** Every string of a tree of texts (records, lists, strings). */
const stringsOf = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : tree && typeof tree === 'object'
      ? Object.values(tree).flatMap(stringsOf)
      : [];

const demoTexts = new Map<string, readonly string[]>();

/**
 * The mock product API's English demo texts, as an English site shows them: family and article
 * names, design themes, template texts, tags, offers, reviews, CMS and help titles, tracking and
 * shipment texts, and the pickup-point words of the one English-speaking delivery country. Another
 * language's page showing one of them shows untranslated demo data. Units and formats are left out,
 * and so, for a `language`, are the words its own texts use too (French "Posters", Dutch "T-shirts").
 */
export function englishDemoTexts(language = 'en'): readonly string[] {
  let listed = demoTexts.get(language);
  if (!listed) {
    const own = [
      ...stringsOf(shopTextsFor(language)),
      ...stringsOf(productTextsFor(language)),
    ].join('\n');
    listed = collectEnglishDemoTexts().filter((text) => !asWords(text).test(own));
    demoTexts.set(language, listed);
  }
  return listed;
}

function collectEnglishDemoTexts(): string[] {
  const seed = buildSeed();
  const families = Object.values(familyNames);
  const shipment = Object.values(carrierNames).flatMap((carrier) => [
    fillText(englishShipmentTexts.pickpoint, { carrier }),
    fillText(englishShipmentTexts.homeDelivery, { carrier }),
  ]);
  const texts = [
    ...families,
    ...families.map((name) => `${name} made with your photos.`),
    ...seed.articles.flatMap((article) => [article.name, article.name_plural]),
    ...designThemes,
    ...seed.productTemplates.flatMap((template) =>
      template.pages.flatMap((page) => page.text_slots.map((slot) => slot.default_text)),
    ),
    ...seed.tags.flatMap((tag) => [tag.name, tag.description]),
    ...seed.offers.flatMap((offer) => [offer.title, ...plain(offer.description_html)]),
    ...seed.reviews.flatMap((review) => [review.title, review.text]),
    ...seed.cmsPages.flatMap((page) => [page.title, page.meta_description]),
    ...seed.helpCenterCategories.flatMap((category) => [category.name, category.description]),
    ...seed.helpCenterTopics.map((topic) => topic.title),
    ...Object.values(eventDescriptions),
    ...Object.values(englishShipmentTexts).filter((text) => !text.includes('{')),
    ...shipment,
    ...pickpointWordsOf('IE'),
  ];
  return [...new Set(texts)].filter((text) => !sameEverywhere.test(text));
}
