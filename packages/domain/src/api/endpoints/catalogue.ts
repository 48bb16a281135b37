import { z } from 'zod';
import { listModes, searchSorts, specificationKinds } from '../../vocabulary/index.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  dateTimeSchema,
  emptyRequestSchema,
  idSchema,
  imageSchema,
  pageRequestShape,
  paginationSchema,
  pricesSchema,
  productCategoryTagSchema,
  publicIdSchema,
  urlSchema,
} from '../schemas/common.ts';

/** What a product card needs: name (and plural for "3 mugs"), tags, prices per currency, one image. */
export const articleSummarySchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  name_plural: z.string().min(1),
  family_id: idSchema.nullable(),
  tags: z.array(productCategoryTagSchema),
  prices: pricesSchema,
  image: imageSchema,
  /** Whether the article opens the constructor (/create/{article_id}) or is bought as is. */
  customizable: z.boolean(),
  rating: z.object({ average: z.number().min(0).max(5), count: z.int().nonnegative() }).nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

const articleMediaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('IMAGE'), image: imageSchema }),
  z.object({ type: z.literal('VIDEO'), url: urlSchema, poster: imageSchema }),
]);

/**
 * One line of a product page's specifications: the options an article comes in (sizes, covers,
 * page counts, papers, finishes) or what it is made of, in the call's language.
 */
const specificationSchema = z.object({
  kind: z.enum(specificationKinds),
  values: z.array(z.string().min(1)).min(1),
});
export type Specification = z.infer<typeof specificationSchema>;

const daysSchema = z.int().nonnegative();

const articleSchema = articleSummarySchema.extend({
  description_html: z.string(),
  /** The product page's gallery, the main picture first. */
  media: z.array(articleMediaSchema),
  /** At most one line per kind, in the order of `specificationKinds`; a size always. */
  specifications: z
    .array(specificationSchema)
    .refine((lines) => lines.some((line) => line.kind === 'size'), 'An article has a size.')
    .refine(
      (lines) => new Set(lines.map((line) => line.kind)).size === lines.length,
      'One line per specification kind.',
    ),
  min_quantity: z.int().min(1),
  max_quantity: z.int().min(1),
  /** Days from order to dispatch, as promised on the product page. */
  production_days: daysSchema,
  /** Working days the carriers take from dispatch to the door, within the site's country. */
  delivery_days: z
    .object({ min: daysSchema, max: daysSchema })
    .refine(({ min, max }) => min <= max, 'The fewest days come first.'),
});
export type Article = z.infer<typeof articleSchema>;

const articleFamilySchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  description_html: z.string(),
  image: imageSchema,
  article_ids: z.array(idSchema),
});
export type ArticleFamily = z.infer<typeof articleFamilySchema>;

const offerSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description_html: z.string(),
  image: imageSchema,
  promotion_code: z.string().nullable(),
  discount_percent: z.number().positive().max(100).nullable(),
  valid_until: dateTimeSchema.nullable(),
  article_ids: z.array(idSchema),
});
export type Offer = z.infer<typeof offerSchema>;

const tagSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  article_count: z.int().nonnegative(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A ready-made design as listed on an article's designs page (/designs/{slug}/{article_id}). */
export const designSummarySchema = z.object({
  id: publicIdSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  article_id: idSchema,
  preview: imageSchema,
  updated_at: dateTimeSchema,
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** A tag page (/t/{slug}): its text and what it lists, in the tag's list mode. */
const tagPageSchema = z.object({
  tag: tagSchema,
  title: z.string(),
  description_html: z.string(),
  list_mode: z.enum(listModes),
  articles: z.array(articleSummarySchema),
  designs: z.array(designSummarySchema),
  pagination: paginationSchema,
});
export type TagPage = z.infer<typeof tagPageSchema>;

const searchRequestSchema = z.object({
  query: z.string().trim().min(1),
  tags: z.array(productCategoryTagSchema).optional(),
  family_id: idSchema.optional(),
  min_price: z.number().nonnegative().optional(),
  max_price: z.number().nonnegative().optional(),
  sort: z.enum(searchSorts).default('RELEVANCE'),
  ...pageRequestShape,
});

const searchResultSchema = z.object({
  query: z.string(),
  articles: z.array(articleSummarySchema),
  designs: z.array(designSummarySchema),
  /** How many hits each tag would leave, for the filter chips. */
  tag_counts: z.array(z.object({ tag: productCategoryTagSchema, count: z.int().nonnegative() })),
  pagination: paginationSchema,
});

const articlePath = { article_id: idSchema };

export const catalogueEndpoints = {
  listArticles: defineEndpoint({
    method: 'GET',
    path: '/catalogue/articles',
    access: 'public',
    summary: 'Articles of the catalogue, optionally by tag, family or ids.',
    request: z.object({
      tags: z.array(productCategoryTagSchema).optional(),
      family_id: idSchema.optional(),
      ids: z.array(idSchema).max(100).optional(),
      ...pageRequestShape,
    }),
    response: z.object({ articles: z.array(articleSummarySchema), pagination: paginationSchema }),
  }),
  getArticle: defineEndpoint({
    method: 'GET',
    path: '/catalogue/articles/{article_id}',
    access: 'public',
    summary: 'One article with its description, media and quantity limits.',
    request: z.object(articlePath),
    response: z.object({ article: articleSchema }),
  }),
  listFamilies: defineEndpoint({
    method: 'GET',
    path: '/catalogue/families',
    access: 'public',
    summary: 'Article families (photo books, canvases…) for menus and landings.',
    request: emptyRequestSchema,
    response: z.object({ families: z.array(articleFamilySchema) }),
  }),
  getFamily: defineEndpoint({
    method: 'GET',
    path: '/catalogue/families/{family_id}',
    access: 'public',
    summary: 'One family with its articles.',
    request: z.object({ family_id: idSchema }),
    response: z.object({ family: articleFamilySchema, articles: z.array(articleSummarySchema) }),
  }),
  listOffers: defineEndpoint({
    method: 'GET',
    path: '/catalogue/offers',
    access: 'public',
    summary: 'Current offers (the /offers page).',
    request: emptyRequestSchema,
    response: z.object({ offers: z.array(offerSchema) }),
  }),
  listTags: defineEndpoint({
    method: 'GET',
    path: '/catalogue/tags',
    access: 'public',
    summary: 'Every tag with its article count (the /tags-list page).',
    request: emptyRequestSchema,
    response: z.object({ tags: z.array(tagSchema) }),
  }),
  getTagPage: defineEndpoint({
    method: 'GET',
    path: '/catalogue/tags/{slug}',
    access: 'public',
    summary: 'A tag page (/t/{slug}); unknown slugs answer 404.',
    request: z.object({ slug: z.string().trim().min(1), ...pageRequestShape }),
    response: tagPageSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/catalogue/search',
    access: 'public',
    summary: 'Full-text search with tag, family and price filters (the /search page).',
    request: searchRequestSchema,
    response: searchResultSchema,
  }),
};
