import { z } from 'zod';
import {
  brandIds,
  contentKinds,
  errorPageContentPlacements,
  mediaTypes,
} from '../../vocabulary/index.ts';
import { defineEndpoint } from '../endpoint.ts';
import { articleSummarySchema } from './catalogue.ts';
import { emailSchema } from '../../validation/email.ts';
import {
  acknowledgementSchema,
  dateTimeSchema,
  emptyRequestSchema,
  idSchema,
  imageSchema,
  pageRequestShape,
  paginationSchema,
  urlSchema,
} from '../schemas/common.ts';

const reviewSchema = z.object({
  id: idSchema,
  article_id: idSchema.nullable(),
  author_name: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  images: z.array(imageSchema),
  created_at: dateTimeSchema,
});

const ratingCount = z.int().nonnegative();

export const reviewSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.int().nonnegative(),
  /** How many reviews gave each rating, index 0 for one star … 4 for five. */
  distribution: z.tuple([ratingCount, ratingCount, ratingCount, ratingCount, ratingCount]),
});

const helpCenterCategorySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string(),
  topic_count: z.int().nonnegative(),
});

const helpCenterTopicSummarySchema = z.object({
  id: idSchema,
  /** Route form of the id, `{slug}_{id}` (/help-center/topic/{id} also takes the bare id). */
  slug: z.string().min(1),
  title: z.string().min(1),
  category_id: idSchema,
});
export type HelpCenterTopicSummary = z.infer<typeof helpCenterTopicSummarySchema>;

const contentMediaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(mediaTypes[0]), image: imageSchema }),
  z.object({ type: z.literal(mediaTypes[1]), url: urlSchema, poster: imageSchema }),
]);

/** A block of a CMS page or of a related-content slot. */
const contentBlockSchema = z.object({
  kind: z.enum(contentKinds),
  title: z.string(),
  body_html: z.string(),
  media: z.array(contentMediaSchema),
  link: z.object({ label: z.string(), href: z.string().min(1) }).nullable(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

const helpCenterTopicSchema = helpCenterTopicSummarySchema.extend({
  /** The answer itself; also what search engines read as the FAQ answer. */
  body_html: z.string(),
  /** What the article adds to the answer: pictures, videos, tabs and links to products. */
  blocks: z.array(contentBlockSchema),
  related_topics: z.array(helpCenterTopicSummarySchema),
  updated_at: dateTimeSchema,
});

const cmsPageSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  blocks: z.array(contentBlockSchema),
  /** A category page's products: the articles of the families it is about, as cards. */
  articles: z.array(articleSummarySchema),
  updated_at: dateTimeSchema,
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const reviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/reviews',
    access: 'public',
    summary:
      'Customer reviews, newest first, of the shop, of one article or of one product family (/reviews).',
    request: z.object({
      article_id: idSchema.optional(),
      family_id: idSchema.optional(),
      ...pageRequestShape,
    }),
    response: z.object({ reviews: z.array(reviewSchema), pagination: paginationSchema }),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/reviews/summary',
    access: 'public',
    summary:
      'Average rating, count and distribution, of the shop, of one article or of one family.',
    request: z.object({ article_id: idSchema.optional(), family_id: idSchema.optional() }),
    response: z.object({ summary: reviewSummarySchema }),
  }),
};

export const helpCenterEndpoints = {
  listCategories: defineEndpoint({
    method: 'GET',
    path: '/help-center/categories',
    access: 'public',
    summary: 'Help-centre categories (/help-center).',
    request: emptyRequestSchema,
    response: z.object({ categories: z.array(helpCenterCategorySchema) }),
  }),
  getCategory: defineEndpoint({
    method: 'GET',
    path: '/help-center/categories/{category_id}',
    access: 'public',
    summary: 'A category with its topics (/help-center/category/{id}).',
    request: z.object({ category_id: idSchema }),
    response: z.object({
      category: helpCenterCategorySchema,
      topics: z.array(helpCenterTopicSummarySchema),
    }),
  }),
  listTopics: defineEndpoint({
    method: 'GET',
    path: '/help-center/topics',
    access: 'public',
    summary:
      'Topics by id, in the order asked (the help-centre topic id lists), or by search text.',
    request: z.object({
      ids: z.array(idSchema).max(50).optional(),
      query: z.string().trim().min(1).optional(),
    }),
    response: z.object({ topics: z.array(helpCenterTopicSummarySchema) }),
  }),
  getTopic: defineEndpoint({
    method: 'GET',
    path: '/help-center/topics/{topic_id}',
    access: 'public',
    summary:
      'One topic (/help-center/topic/{id}; the route passes the digits after the last underscore).',
    request: z.object({ topic_id: idSchema }),
    response: z.object({ topic: helpCenterTopicSchema }),
  }),
  rateTopic: defineEndpoint({
    method: 'POST',
    path: '/help-center/topics/{topic_id}/feedback',
    access: 'public',
    summary: "The 'was this helpful' answer of a topic page.",
    request: z.object({ topic_id: idSchema, helpful: z.boolean() }),
    response: acknowledgementSchema,
  }),
};

export const pageEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/pages/{slug}',
    access: 'public',
    summary:
      "A CMS page by slug (/{slug}, /about-us); with `brand`, that brand's own page where it has one (its story on /about-us), else the page all brands share; unknown slugs answer 404.",
    request: z.object({
      slug: z.string().trim().min(1),
      /** The brand whose storefront shows the page: each brand tells its own story. Default the main brand. */
      brand: z.enum(brandIds).optional(),
    }),
    response: z.object({ page: cmsPageSchema }),
  }),
  relatedContent: defineEndpoint({
    method: 'GET',
    path: '/related-content',
    access: 'public',
    summary: 'Content blocks for a placement (the 404 screen, search without results, the cart).',
    request: z.object({ placement: z.enum(errorPageContentPlacements) }),
    response: z.object({ blocks: z.array(contentBlockSchema) }),
  }),
};

export const newsletterEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/newsletter/subscriptions',
    access: 'public',
    summary:
      'Subscribe an e-mail (/newsletter); subscribing twice is not an error, the answer says so.',
    request: z.object({ email: emailSchema, accepts_privacy: z.literal(true) }),
    response: z.object({ ok: z.literal(true), already_subscribed: z.boolean() }),
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/newsletter/subscriptions',
    access: 'public',
    summary:
      'Unsubscribe (/unsubscribe); `token` comes from the link in the mail: an invalid or expired one answers 404.',
    request: z.object({ email: emailSchema, token: z.string().min(1).optional() }),
    response: acknowledgementSchema,
  }),
};
