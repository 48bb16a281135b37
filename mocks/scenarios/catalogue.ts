import type { HttpHandler } from 'msw';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';

const noPage = (page: number, perPage: number) => ({
  page,
  per_page: perPage,
  total_items: 0,
  total_pages: 0,
});

export const catalogueScenarios = {
  'catalogue.empty': [
    route('catalogue.listArticles', ({ input }) => ({
      articles: [],
      pagination: noPage(input.page, input.per_page),
    })),
    route('catalogue.listOffers', () => ({ offers: [] })),
  ],
  'catalogue.noSearchResults': [
    route('catalogue.search', ({ input }) => ({
      query: input.query,
      articles: [],
      designs: [],
      tag_counts: [],
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  'designs.empty': [
    route('designs.list', ({ input }) => ({
      designs: [],
      pagination: noPage(input.page, input.per_page),
    })),
    route('designs.listReadyMade', ({ input }) => ({
      designs: [],
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  'tickets.empty': [
    route('tickets.list', ({ input }) => ({
      tickets: [],
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  'invoices.empty': [
    route('invoices.list', ({ input }) => ({
      invoices: [],
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  'tracking.notFound': [
    route('tracking.get', ({ input }) => {
      throw new MockApiError(404, mockErrorCodes.notFound, `Order ${input.public_id} not found`);
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
