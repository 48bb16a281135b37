import {
  currencies,
  type Article,
  type ArticleFamily,
  type ArticleSummary,
  type Offer,
  type Tag,
} from '@shop/domain';
import { db } from '../db.ts';
import { familyId, productFamilies, type ArticleFixture } from '../fixtures/articles.ts';
import { buildAsset, type AssetRef } from '../fixtures/assets.ts';
import type { OfferFixture } from '../fixtures/offers.ts';
import type { TagFixture } from '../fixtures/tags.ts';
import { presentImage } from './images.ts';
import {
  articleNamesIn,
  familyDescriptionIn,
  familyNameIn,
  offerTextsIn,
  tagTextsIn,
} from './localized.ts';
import { articleDescriptionIn, galleryIn, specificationsIn } from './productPage.ts';

/** A product picture described by the product's name in the call's language (its alt text). */
function labelled(article: ArticleFixture, asset: AssetRef, name: string): AssetRef {
  return name === article.name ? asset : { ...asset, label: name };
}

function ratingOf(articleId: number): ArticleSummary['rating'] {
  const reviews = db.reviews.filter((review) => review.article_id === articleId);
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { average: Math.round(average * 10) / 10, count: reviews.length };
}

export function presentArticleSummary(
  base: string,
  article: ArticleFixture,
  language: string | undefined,
): ArticleSummary {
  const { name, name_plural } = articleNamesIn(article, language);
  return {
    id: article.id,
    slug: article.slug,
    name,
    name_plural,
    family_id: familyId(article.family),
    tags: article.category_tags,
    prices: currencies.map((currency) => ({
      currency,
      amount: article.prices[currency],
      original_amount: article.offer ? article.offer.original_prices[currency] : null,
    })),
    image: presentImage(base, labelled(article, article.image, name)),
    customizable: article.customizable,
    rating: ratingOf(article.id),
  };
}

export function presentArticle(
  base: string,
  article: ArticleFixture,
  language: string | undefined,
): Article {
  const summary = presentArticleSummary(base, article, language);
  return {
    ...summary,
    description_html: `<p>${articleDescriptionIn(article, summary.name, language)}</p>`,
    media: galleryIn(article.media, summary.name, language).map((asset) => ({
      type: 'IMAGE' as const,
      image: presentImage(base, asset),
    })),
    specifications: specificationsIn(article, language),
    min_quantity: article.min_quantity,
    max_quantity: article.max_quantity,
    production_days: article.production_days,
    delivery_days: article.delivery_days,
  };
}

export function presentFamilies(base: string, language: string | undefined): ArticleFamily[] {
  return productFamilies.map((family) => {
    const name = familyNameIn(family, language);
    return {
      id: familyId(family),
      slug: family,
      name,
      description_html: `<p>${familyDescriptionIn(family, language)}</p>`,
      image: presentImage(
        base,
        buildAsset({ kind: 'catalog', key: family, label: name, width: 800, height: 600 }),
      ),
      article_ids: db.articles
        .filter((article) => article.family === family)
        .map((article) => article.id),
    };
  });
}

export function presentOffer(
  base: string,
  offer: OfferFixture,
  language: string | undefined,
): Offer {
  const texts = offerTextsIn(offer, language);
  // The banner's alt text is the offer's title, in the same language.
  return { ...offer, ...texts, image: presentImage(base, { ...offer.image, label: texts.title }) };
}

export function presentTag(tag: TagFixture, language: string | undefined): Tag {
  return {
    slug: tag.slug,
    name: tagTextsIn(tag, language).name,
    article_count: db.articles.filter((article) => article.tags.includes(tag.slug)).length,
  };
}
