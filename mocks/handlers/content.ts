import type {
  BrandId,
  CmsPage,
  ContentBlock,
  ErrorPageContentPlacement,
  HelpCenterTopicSummary,
} from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { familyId, type ProductFamily } from '../fixtures/articles.ts';
import { newsletterTokenOf } from '../fixtures/newsletter.ts';
import { buildAsset } from '../fixtures/assets.ts';
import { cmsPageOf, type CmsPageFixture } from '../fixtures/cmsPages.ts';
import { isLegalSlug } from '../fixtures/legalPages.ts';
import type { HelpCenterTopicFixture } from '../fixtures/helpCenter.ts';
import type { ReviewFixture } from '../fixtures/reviews.ts';
import { presentArticleSummary } from '../present/catalogue.ts';
import { presentImage } from '../present/images.ts';
import { legalPageIn } from '../present/legalPages.ts';
import {
  cmsMetaTitleIn,
  cmsPageIn,
  familyDescriptionIn,
  familyLinkIn,
  familyNameIn,
  helpCategoryIn,
  helpTopicIn,
  reviewTextsIn,
} from '../present/localized.ts';
import { paginate } from '../present/pagination.ts';
import { notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { searchHelpTopics } from '../store/search.ts';

// In the evening (UTC): still 15 October in every country site's time zone, already the next day
// in a browser 14 hours ahead, so a page that showed it in the runtime's zone would not hydrate.
const contentUpdatedAt = '2026-10-15T20:00:00.000Z';

function familyBlock(
  base: string,
  family: ProductFamily,
  language: string | undefined,
): ContentBlock {
  const name = familyNameIn(family, language);
  return {
    kind: 'RESOURCE',
    title: name,
    body_html: `<p>${familyDescriptionIn(family, language)}</p>`,
    media: [
      {
        type: 'IMAGE',
        image: presentImage(
          base,
          buildAsset({ kind: 'catalog', key: family, label: name, width: 800, height: 600 }),
        ),
      },
    ],
    link: { label: familyLinkIn(family, language), href: familyHref(family) },
  };
}

/**
 * Where a family's card leads: its category page (`/mugs`), which every family has and every
 * country site of both brands shows.
 */
function familyHref(family: ProductFamily): string {
  return `/${family}`;
}

function presentPage(
  base: string,
  stored: CmsPageFixture,
  language: string | undefined,
  brand: BrandId,
): CmsPage {
  if (isLegalSlug(stored.slug)) {
    const legal = legalPageIn(stored.slug, brand, language);
    return {
      slug: stored.slug,
      ...legal,
      articles: [],
      meta_title: cmsMetaTitleIn(legal.title, language),
      updated_at: contentUpdatedAt,
    };
  }
  const page = cmsPageIn(stored, language);
  return {
    slug: page.slug,
    title: page.title,
    meta_title: cmsMetaTitleIn(page.title, language),
    meta_description: page.meta_description,
    blocks: [{ kind: 'ARTICLE', title: page.title, body_html: page.body, media: [], link: null }],
    // A category page lists the articles of its families as cards, family by family.
    articles: page.families.flatMap((family) =>
      db.articles
        .filter((article) => article.family === family)
        .map((article) => presentArticleSummary(base, article, language)),
    ),
    updated_at: contentUpdatedAt,
  };
}

/** What the shop places on the 404 screen, on a search without results and in the empty cart. */
const relatedFamilies: Record<ErrorPageContentPlacement, ProductFamily[]> = {
  ERROR_PAGE: ['photo-books', 'canvases', 'calendars'],
  SEARCH_PAGE: ['mugs', 'puzzles', 'posters'],
  CART: ['prints', 'cushions'],
};

function topicSummary(
  topic: HelpCenterTopicFixture,
  language: string | undefined,
): HelpCenterTopicSummary {
  const { title } = helpTopicIn(topic, language);
  return { id: topic.id, slug: topic.slug, title, category_id: topic.category_id };
}

/** The article of a topic: its answer with its picture or video, then its tabs and product cards. */
function topicBlocks(
  base: string,
  topic: HelpCenterTopicFixture,
  language: string | undefined,
): ContentBlock[] {
  const { title, body } = helpTopicIn(topic, language);
  const picture = presentImage(
    base,
    buildAsset({ kind: 'banner', key: `help-${topic.id}`, label: title, width: 1200, height: 900 }),
  );
  const media: ContentBlock['media'] =
    topic.media === 'IMAGE'
      ? [{ type: 'IMAGE', image: picture }]
      : topic.media === 'VIDEO'
        ? [{ type: 'VIDEO', url: `${base}/mock-videos/help-${topic.id}.mp4`, poster: picture }]
        : [];
  return [
    { kind: 'ARTICLE', title, body_html: body, media, link: null },
    ...topic.tabs.map((family) => ({
      ...familyBlock(base, family, language),
      kind: 'TAB' as const,
      media: [],
    })),
    ...topic.resources.map((family) => familyBlock(base, family, language)),
  ];
}

function presentCategory(id: number, language: string | undefined) {
  const category = db.helpCenterCategories.find((candidate) => candidate.id === id);
  if (!category) throw notFound(`Help-centre category ${id}`);
  const { name, description } = helpCategoryIn(category, language);
  // The featured topics first, in their order, then the category's other topics.
  const featured = category.topic_ids.flatMap((topicId) =>
    db.helpCenterTopics.filter((topic) => topic.id === topicId),
  );
  const topics = [
    ...featured,
    ...db.helpCenterTopics.filter(
      (topic) => topic.category_id === category.id && !featured.includes(topic),
    ),
  ];
  return {
    category: {
      id: category.id,
      name,
      description,
      topic_count: topics.length,
    },
    topics: topics.map((topic) => topicSummary(topic, language)),
  };
}

/** Topics by id in the order asked; with a query, those whose question and answer hold every word, best first. */
export function helpTopicsFor(
  input: { ids?: number[] | undefined; query?: string | undefined },
  language: string | undefined,
): HelpCenterTopicSummary[] {
  const byIds = input.ids
    ? input.ids.flatMap((id) => db.helpCenterTopics.filter((topic) => topic.id === id))
    : db.helpCenterTopics;
  if (!input.query) return byIds.map((topic) => topicSummary(topic, language));
  const documents = byIds.map((topic) => ({ id: topic.id, ...helpTopicIn(topic, language) }));
  return searchHelpTopics(documents, input.query, language).flatMap((id) =>
    byIds.filter((topic) => topic.id === id).map((topic) => topicSummary(topic, language)),
  );
}

/** A review of the article asked for, or of an article of the family asked for. */
function reviewMatches(
  review: ReviewFixture,
  input: { article_id?: number | undefined; family_id?: number | undefined },
): boolean {
  if (input.article_id !== undefined && review.article_id !== input.article_id) return false;
  if (input.family_id === undefined) return true;
  const article = db.articles.find((candidate) => candidate.id === review.article_id);
  return article !== undefined && familyId(article.family) === input.family_id;
}

export const reviewHandlers: HttpHandler[] = [
  route('reviews.list', ({ input, language }) => {
    const reviews = db.reviews
      .filter((review) => reviewMatches(review, input))
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const { items, pagination } = paginate(reviews, input.page, input.per_page);
    return {
      reviews: items.map((review) => {
        const { title, text } = reviewTextsIn(review, language);
        return {
          id: review.id,
          article_id: review.article_id,
          author_name: review.author,
          rating: review.rating,
          title,
          body: text,
          images: [],
          created_at: review.created_at,
        };
      }),
      pagination,
    };
  }),

  route('reviews.summary', ({ input }) => {
    const reviews = db.reviews.filter((review) => reviewMatches(review, input));
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

  route('helpCenter.listTopics', ({ input, language }) => ({
    topics: helpTopicsFor(input, language),
  })),

  route('helpCenter.getTopic', ({ input, base, language }) => {
    const topic = db.helpCenterTopics.find((candidate) => candidate.id === input.topic_id);
    if (!topic) throw notFound(`Help-centre topic ${input.topic_id}`);
    const related = db.helpCenterTopics.filter(
      (candidate) => candidate.category_id === topic.category_id && candidate.id !== topic.id,
    );
    return {
      topic: {
        ...topicSummary(topic, language),
        body_html: helpTopicIn(topic, language).body,
        blocks: topicBlocks(base, topic, language),
        related_topics: related.map((candidate) => topicSummary(candidate, language)),
        updated_at: contentUpdatedAt,
      },
    };
  }),

  route('helpCenter.rateTopic', ({ input }) => {
    const topic = db.helpCenterTopics.find((candidate) => candidate.id === input.topic_id);
    if (!topic) throw notFound(`Help-centre topic ${input.topic_id}`);
    if (input.helpful) topic.feedback.helpful += 1;
    else topic.feedback.notHelpful += 1;
    return { ok: true };
  }),
];

export const pageHandlers: HttpHandler[] = [
  route('pages.get', ({ input, base, language }) => {
    const page = cmsPageOf(db.cmsPages, input.slug, input.brand);
    if (!page) throw notFound(`Page ${input.slug}`);
    return { page: presentPage(base, page, language, input.brand ?? 'main') };
  }),

  route('pages.relatedContent', ({ input, base, language }) => ({
    blocks: relatedFamilies[input.placement].map((family) => familyBlock(base, family, language)),
  })),
];

export const newsletterHandlers: HttpHandler[] = [
  route('newsletter.subscribe', ({ input }) => {
    const email = input.email.toLowerCase();
    const already_subscribed = db.newsletterEmails.some(
      (candidate) => candidate.toLowerCase() === email,
    );
    if (!already_subscribed) db.newsletterEmails.push(email);
    return { ok: true, already_subscribed };
  }),

  route('newsletter.unsubscribe', ({ input }) => {
    const email = input.email.toLowerCase();
    if (input.token !== undefined && input.token !== newsletterTokenOf(email))
      throw notFound('Unsubscribe link');
    db.newsletterEmails = db.newsletterEmails.filter(
      (candidate) => candidate.toLowerCase() !== email,
    );
    for (const customer of db.customers)
      if (customer.email.toLowerCase() === email) customer.newsletter = false;
    return { ok: true };
  }),
];
