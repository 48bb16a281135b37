import type {
  CmsPage,
  ContentBlock,
  ErrorPageContentPlacement,
  HelpCenterTopicSummary,
} from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { familyNames, type ProductFamily } from '../fixtures/articles.ts';
import { buildAsset } from '../fixtures/assets.ts';
import type { CmsPageFixture } from '../fixtures/cmsPages.ts';
import type { HelpCenterTopicFixture } from '../fixtures/helpCenter.ts';
import { translationsFor } from '../fixtures/translations.ts';
import { presentImage } from '../present/images.ts';
import { paginate } from '../present/pagination.ts';
import { notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';

const contentUpdatedAt = '2026-10-15T09:00:00.000Z';

function familyBlock(base: string, family: ProductFamily): ContentBlock {
  const name = familyNames[family] ?? family;
  return {
    kind: 'RESOURCE',
    title: name,
    body_html: `<p>${name} made with your photos.</p>`,
    media: [
      {
        type: 'IMAGE',
        image: presentImage(
          base,
          buildAsset({ kind: 'catalog', key: family, label: name, width: 800, height: 600 }),
        ),
      },
    ],
    link: { label: `See ${name.toLowerCase()}`, href: `/${family}` },
  };
}

function presentPage(base: string, page: CmsPageFixture): CmsPage {
  return {
    slug: page.slug,
    title: page.title,
    meta_title: `${page.title} | Photo gifts`,
    meta_description: page.meta_description,
    blocks: [
      { kind: 'ARTICLE', title: page.title, body_html: page.body, media: [], link: null },
      ...page.families
        .filter((family): family is ProductFamily => family in familyNames)
        .map((family) => familyBlock(base, family)),
    ],
    updated_at: contentUpdatedAt,
  };
}

const relatedFamilies: Record<ErrorPageContentPlacement, ProductFamily[]> = {
  ERROR_PAGE: ['photo-books', 'canvases', 'calendars'],
  SEARCH_PAGE: ['mugs', 'puzzles', 'posters'],
  CART: ['prints', 'cushions'],
};

function topicSummary(topic: HelpCenterTopicFixture): HelpCenterTopicSummary {
  return { id: topic.id, slug: topic.slug, title: topic.title, category_id: topic.category_id };
}

function presentCategory(id: number, language: string | undefined) {
  const category = db.helpCenterCategories.find((candidate) => candidate.id === id);
  if (!category) throw notFound(`Help-centre category ${id}`);
  const name = translationsFor(language)?.helpCenterCategories[category.id] ?? category.name;
  return {
    category: {
      id: category.id,
      name,
      description: category.description,
      topic_count: category.topic_ids.length,
    },
    topics: category.topic_ids
      .flatMap((topicId) => db.helpCenterTopics.filter((topic) => topic.id === topicId))
      .map(topicSummary),
  };
}

export const reviewHandlers: HttpHandler[] = [
  route('reviews.list', ({ input }) => {
    const reviews = db.reviews
      .filter((review) => input.article_id === undefined || review.article_id === input.article_id)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const { items, pagination } = paginate(reviews, input.page, input.per_page);
    return {
      reviews: items.map((review) => ({
        id: review.id,
        article_id: review.article_id,
        author_name: review.author,
        rating: review.rating,
        title: review.title,
        body: review.text,
        images: [],
        created_at: review.created_at,
      })),
      pagination,
    };
  }),

  route('reviews.summary', ({ input }) => {
    const reviews = db.reviews.filter(
      (review) => input.article_id === undefined || review.article_id === input.article_id,
    );
    const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const review of reviews)
      distribution[review.rating - 1] = (distribution[review.rating - 1] ?? 0) + 1;
    const average = reviews.length
      ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
      : 0;
    return {
      summary: { average: Math.round(average * 10) / 10, count: reviews.length, distribution },
    };
  }),
];

export const helpCenterHandlers: HttpHandler[] = [
  route('helpCenter.listCategories', ({ language }) => ({
    categories: db.helpCenterCategories.map(
      (category) => presentCategory(category.id, language).category,
    ),
  })),

  route('helpCenter.getCategory', ({ input, language }) =>
    presentCategory(input.category_id, language),
  ),

  route('helpCenter.listTopics', ({ input }) => {
    const words = input.query?.toLowerCase().split(/\s+/) ?? [];
    const byIds = input.ids
      ? input.ids.flatMap((id) => db.helpCenterTopics.filter((topic) => topic.id === id))
      : db.helpCenterTopics;
    const topics = byIds.filter((topic) =>
      words.every((word) => `${topic.title} ${topic.body}`.toLowerCase().includes(word)),
    );
    return { topics: topics.map(topicSummary) };
  }),

  route('helpCenter.getTopic', ({ input }) => {
    const topic = db.helpCenterTopics.find((candidate) => candidate.id === input.topic_id);
    if (!topic) throw notFound(`Help-centre topic ${input.topic_id}`);
    const related = db.helpCenterTopics.filter(
      (candidate) => candidate.category_id === topic.category_id && candidate.id !== topic.id,
    );
    return {
      topic: {
        ...topicSummary(topic),
        body_html: topic.body,
        related_topics: related.map(topicSummary),
        updated_at: contentUpdatedAt,
      },
    };
  }),
];

export const pageHandlers: HttpHandler[] = [
  route('pages.get', ({ input, base }) => {
    const page = db.cmsPages.find((candidate) => candidate.slug === input.slug);
    if (!page) throw notFound(`Page ${input.slug}`);
    return { page: presentPage(base, page) };
  }),

  route('pages.relatedContent', ({ input, base }) => ({
    blocks: relatedFamilies[input.placement].map((family) => familyBlock(base, family)),
  })),
];

export const newsletterHandlers: HttpHandler[] = [
  route('newsletter.subscribe', ({ input }) => {
    const email = input.email.toLowerCase();
    if (!db.newsletterEmails.includes(email)) db.newsletterEmails.push(email);
    return { ok: true };
  }),

  route('newsletter.unsubscribe', ({ input }) => {
    const email = input.email.toLowerCase();
    db.newsletterEmails = db.newsletterEmails.filter(
      (candidate) => candidate.toLowerCase() !== email,
    );
    for (const customer of db.customers)
      if (customer.email.toLowerCase() === email) customer.newsletter = false;
    return { ok: true };
  }),
];
