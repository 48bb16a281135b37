import {
  currencies,
  type Article,
  type ArticleFamily,
  type ArticleSummary,
  type Offer,
  type Tag,
} from '@shop/domain';
import { db } from '../db.ts';
import {
  familyId,
  familyNames,
  productFamilies,
  type ArticleFixture,
} from '../fixtures/articles.ts';
import { buildAsset } from '../fixtures/assets.ts';
import type { OfferFixture } from '../fixtures/offers.ts';
import type { TagFixture } from '../fixtures/tags.ts';
import { translationsFor } from '../fixtures/translations.ts';
import { presentImage } from './images.ts';

function ratingOf(articleId: number): ArticleSummary['rating'] {
  const reviews = db.reviews.filter((review) => review.article_id === articleId);
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { average: Math.round(average * 10) / 10, count: reviews.length };
}

export function presentArticleSummary(base: string, article: ArticleFixture): ArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    name: article.name,
    name_plural: article.name_plural,
    family_id: familyId(article.family),
    tags: article.category_tags,
    prices: currencies.map((currency) => ({
      currency,
      amount: article.prices[currency],
      original_amount: article.offer ? article.offer.original_prices[currency] : null,
    })),
    image: presentImage(base, article.image),
    customizable: article.customizable,
    rating: ratingOf(article.id),
  };
}

export function presentArticle(base: string, article: ArticleFixture): Article {
  return {
    ...presentArticleSummary(base, article),
    description_html: `<p>${article.description}</p>`,
    media: article.media.map((asset) => ({
      type: 'IMAGE' as const,
      image: presentImage(base, asset),
    })),
    attributes: article.attributes,
    min_quantity: article.min_quantity,
    max_quantity: article.max_quantity,
    production_days: article.production_days,
  };
}

export function presentFamilies(base: string, language: string | undefined): ArticleFamily[] {
  const names = translationsFor(language)?.families ?? familyNames;
  return productFamilies.map((family) => {
    const name = names[family];
    return {
      id: familyId(family),
      slug: family,
      name,
      description_html: `<p>${name} made with your photos.</p>`,
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

export function presentOffer(base: string, offer: OfferFixture): Offer {
  return { ...offer, image: presentImage(base, offer.image) };
}

export function presentTag(tag: TagFixture, language: string | undefined): Tag {
  return {
    slug: tag.slug,
    name: translationsFor(language)?.tags[tag.slug] ?? tag.name,
    article_count: db.articles.filter((article) => article.tags.includes(tag.slug)).length,
  };
}
