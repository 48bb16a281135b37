import type { HttpHandler } from 'msw';
import { productCategoryTags, type SearchSort } from '@shop/domain';
import { db } from '../db.ts';
import { familyId, type ArticleFixture } from '../fixtures/articles.ts';
import type { DesignFixture } from '../fixtures/designs.ts';
import {
  presentArticle,
  presentArticleSummary,
  presentFamilies,
  presentOffer,
  presentTag,
} from '../present/catalogue.ts';
import { presentDesignSummary } from '../present/designs.ts';
import { tagTextsIn, templateIn } from '../present/localized.ts';
import { currencyFor } from '../present/money.ts';
import { paginate } from '../present/pagination.ts';
import { notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { templatePricing } from '../store/bookPricing.ts';
import { findArticle } from '../store/cart.ts';
import { articleMatches } from '../store/search.ts';

/** Published designs: the shop's own and approved foticos designs. */
export function publishedDesigns(): DesignFixture[] {
  return db.designs.filter((design) => design.scope !== 'PRIVATE' && design.approved);
}

function sortArticles(
  articles: ArticleFixture[],
  sort: SearchSort,
  currency: ReturnType<typeof currencyFor>,
): ArticleFixture[] {
  const sorted = [...articles];
  if (sort === 'PRICE_ASC') sorted.sort((a, b) => a.prices[currency] - b.prices[currency]);
  if (sort === 'PRICE_DESC') sorted.sort((a, b) => b.prices[currency] - a.prices[currency]);
  if (sort === 'POPULARITY') sorted.sort((a, b) => b.rating - a.rating);
  if (sort === 'DATE_CREATION' || sort === 'DATE_LAST_MODIFICATION')
    sorted.sort((a, b) => b.id - a.id);
  return sorted;
}

export const catalogueHandlers: HttpHandler[] = [
  route('catalogue.listArticles', ({ input, base, language }) => {
    const articles = db.articles.filter(
      (article) =>
        (!input.tags?.length || input.tags.some((tag) => article.category_tags.includes(tag))) &&
        (input.family_id === undefined || familyId(article.family) === input.family_id) &&
        (!input.ids || input.ids.includes(article.id)),
    );
    const ordered = input.ids
      ? input.ids.flatMap((id) => articles.filter((article) => article.id === id))
      : articles;
    const { items, pagination } = paginate(ordered, input.page, input.per_page);
    return {
      articles: items.map((article) => presentArticleSummary(base, article, language)),
      pagination,
    };
  }),

  route('catalogue.getArticle', ({ input, base, language }) => ({
    article: presentArticle(base, findArticle(input.article_id), language),
  })),

  route('catalogue.listFamilies', ({ base, language }) => ({
    families: presentFamilies(base, language),
  })),

  route('catalogue.getFamily', ({ input, base, language }) => {
    const family = presentFamilies(base, language).find(
      (candidate) => candidate.id === input.family_id,
    );
    if (!family) throw notFound(`Family ${input.family_id}`);
    const articles = db.articles.filter((article) => family.article_ids.includes(article.id));
    return {
      family,
      articles: articles.map((article) => presentArticleSummary(base, article, language)),
    };
  }),

  route('catalogue.listOffers', ({ base, language }) => ({
    offers: db.offers.map((offer) => presentOffer(base, offer, language)),
  })),

  route('catalogue.listTags', ({ language }) => ({
    tags: db.tags.map((tag) => presentTag(tag, language)),
  })),

  route('catalogue.getTagPage', ({ input, base, language }) => {
    const tag = db.tags.find((candidate) => candidate.slug === input.slug);
    if (!tag) throw notFound(`Tag ${input.slug}`);
    const articles = db.articles.filter((article) => article.tags.includes(tag.slug));
    const articleIds = new Set(articles.map((article) => article.id));
    const designs =
      tag.list_mode === 'LIST_DESIGNS'
        ? publishedDesigns().filter((design) => articleIds.has(design.article_id))
        : [];
    // The page paginates what its list mode lists.
    const listedCount = tag.list_mode === 'LIST_DESIGNS' ? designs.length : articles.length;
    const { pagination } = paginate(
      Array.from({ length: listedCount }),
      input.page,
      input.per_page,
    );
    const start = (input.page - 1) * input.per_page;
    const presented = presentTag(tag, language);
    return {
      tag: presented,
      title: presented.name,
      description_html: `<p>${tagTextsIn(tag, language).description}</p>`,
      list_mode: tag.list_mode,
      articles: (tag.list_mode === 'LIST_DESIGNS'
        ? articles
        : articles.slice(start, start + input.per_page)
      ).map((article) => presentArticleSummary(base, article, language)),
      designs: designs
        .slice(start, start + input.per_page)
        .map((design) => presentDesignSummary(base, design, language)),
      pagination,
    };
  }),

  route('catalogue.search', ({ input, base, language }) => {
    const currency = currencyFor(language);
    const matches = db.articles.filter((article) => articleMatches(article, input.query, language));
    const filtered = matches.filter(
      (article) =>
        (!input.tags?.length || input.tags.some((tag) => article.category_tags.includes(tag))) &&
        (input.family_id === undefined || familyId(article.family) === input.family_id) &&
        (input.min_price === undefined || article.prices[currency] >= input.min_price) &&
        (input.max_price === undefined || article.prices[currency] <= input.max_price),
    );
    const { items, pagination } = paginate(
      sortArticles(filtered, input.sort, currency),
      input.page,
      input.per_page,
    );
    const ids = new Set(filtered.map((article) => article.id));
    const designs = publishedDesigns()
      .filter((design) => ids.has(design.article_id))
      .slice(0, 12);
    return {
      query: input.query,
      articles: items.map((article) => presentArticleSummary(base, article, language)),
      designs: designs.map((design) => presentDesignSummary(base, design, language)),
      tag_counts: productCategoryTags
        .map((tag) => ({
          tag,
          count: matches.filter((article) => article.category_tags.includes(tag)).length,
        }))
        .filter((entry) => entry.count > 0),
      pagination,
    };
  }),

  route('productTemplates.getForArticle', ({ input, language }) => {
    const article = findArticle(input.article_id);
    const template = db.productTemplates.find(
      (candidate) => candidate.article_id === input.article_id,
    );
    if (!template) throw notFound(`Template of article ${input.article_id}`);
    const pricing = templatePricing(article, currencyFor(language));
    return { template: { ...templateIn(template, language), ...(pricing ? { pricing } : {}) } };
  }),
];
