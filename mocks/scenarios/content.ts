import type { HttpHandler } from 'msw';
import { helpTopicsFor } from '../handlers/content.ts';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';

const noPage = (page: number, perPage: number) => ({
  page,
  per_page: perPage,
  total_items: 0,
  total_pages: 0,
});

export const contentScenarios = {
  /** A help centre before its editors wrote anything: no categories, no topics. */
  'helpCenter.empty': [
    route('helpCenter.listCategories', () => ({ categories: [] })),
    route('helpCenter.listTopics', () => ({ topics: [] })),
    route('helpCenter.getCategory', ({ input }) => ({
      category: { id: input.category_id, name: '—', description: '', topic_count: 0 },
      topics: [],
    })),
  ],
  /** Searching the help centre finds nothing; the featured lists stay. */
  'helpCenter.noSearchResults': [
    route('helpCenter.listTopics', ({ input, language }) => ({
      topics: input.query ? [] : helpTopicsFor(input, language),
    })),
  ],
  'reviews.empty': [
    route('reviews.list', ({ input }) => ({
      reviews: [],
      pagination: noPage(input.page, input.per_page),
    })),
    route('reviews.summary', () => ({
      summary: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0] },
    })),
  ],
  /** The shop places nothing on the 404 screen, on empty search results or in the empty cart. */
  'pages.noRelatedContent': [route('pages.relatedContent', () => ({ blocks: [] }))],
  /** The related content of every placement fails (500); CMS pages still answer. */
  'pages.relatedContentFails': [
    route('pages.relatedContent', () => {
      throw new MockApiError(500, mockErrorCodes.serverError, 'The product API failed');
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
