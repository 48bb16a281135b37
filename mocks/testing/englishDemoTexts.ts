import { carrierNames } from '@shop/domain';
import { familyNames } from '../fixtures/articles.ts';
import { designThemes } from '../fixtures/designs.ts';
import { eventDescriptions } from '../fixtures/orders.ts';
import { pickpointWordsOf } from '../fixtures/pickpointPlaces.ts';
import { buildSeed } from '../fixtures/seed.ts';
import { fillText } from '../fixtures/texts/index.ts';
import { englishShipmentTexts } from '../store/shipment.ts';

/** Texts that read the same in every language: units and formats, not words. */
export const sameEverywhere = /^([\d\sx×%.,:/-]*|\d+ ml|Wire-O)$/;

/** The words of a CMS text, its markup left out: what a page shows of it. */
const plain = (html: string): string[] =>
  html
    .split(/<[^>]*>/)
    .map((text) => text.trim())
    .filter(Boolean);

let demoTexts: readonly string[] | undefined;

/**
 * The mock product API's English demo texts, as an English site shows them: family and article
 * names, design themes, template texts, tags, offers, reviews, CMS and help titles, tracking and
 * shipment texts, and the pickup-point words of the one English-speaking delivery country. Another
 * language's page showing one of them shows untranslated demo data. Units and formats are left out.
 */
export function englishDemoTexts(): readonly string[] {
  demoTexts ??= collectEnglishDemoTexts();
  return demoTexts;
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
