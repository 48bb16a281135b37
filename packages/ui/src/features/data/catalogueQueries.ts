import {
  isApiError,
  type ApiClient,
  type ArticleFamily,
  type ArticleSummary,
  type BrandId,
  type ProductCategoryTag,
  type SearchSort,
  type SortOrder,
} from '@shop/domain';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { relatedContentQuery } from './relatedContentQuery.ts';

/** What the search page asks for: the query of the URL plus its filters, sort and page. */
export interface SearchParams {
  query: string;
  tags?: readonly ProductCategoryTag[];
  family_id?: number;
  min_price?: number;
  max_price?: number;
  sort?: SearchSort;
  page?: number;
}

/** Results per page of the search, tag and designs pages. */
const cataloguePageSize = 12;

/** An article as a card shows it (picture, tags, name, price) and links it (its product page). */
type ArticleCardData = Pick<ArticleSummary, 'id' | 'slug' | 'name' | 'tags' | 'prices' | 'image'>;
const cardDataOf = ({ id, slug, name, tags, prices, image }: ArticleCardData) => ({
  id,
  slug,
  name,
  tags,
  prices,
  image,
});

/**
 * A product family as the home's tiles (linking its category page, `/{slug}`) and the search and
 * review filters show it.
 */
type FamilyTileData = Pick<ArticleFamily, 'id' | 'slug' | 'name' | 'image'>;

/**
 * Query options of the catalogue, shared by the screens that read it and the server prefetch.
 * The families and the shelves keep only the fields their screens read: the server's answers go
 * into every page's HTML as they are cached (the dehydrated state), so the rest would be dead
 * weight there, and the types keep a screen from reading a field the cache does not hold.
 */
export const catalogueQueries = {
  families: (client: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'families'],
      queryFn: async ({ signal }) => {
        const { families } = await client.call('catalogue.listFamilies', {}, { signal });
        return {
          families: families.map(({ id, slug, name, image }): FamilyTileData => ({
            id,
            slug,
            name,
            image,
          })),
        };
      },
    }),
  articlesByTag: (client: ApiClient, tag: ProductCategoryTag, pageSize = 4) =>
    queryOptions({
      queryKey: ['catalogue', 'articles', { tag, pageSize }],
      queryFn: async ({ signal }) => {
        const { articles } = await client.call(
          'catalogue.listArticles',
          { tags: [tag], page: 1, per_page: pageSize },
          { signal },
        );
        return { articles: articles.map(cardDataOf) };
      },
    }),
  /** Articles by id, in the order asked (the articles of the offers). */
  articlesByIds: (client: ApiClient, ids: readonly number[]) =>
    queryOptions({
      queryKey: ['catalogue', 'articles', { ids }],
      queryFn: ({ signal }) =>
        client.call(
          'catalogue.listArticles',
          { ids: [...ids], page: 1, per_page: Math.max(1, Math.min(ids.length, 100)) },
          { signal },
        ),
      enabled: ids.length > 0,
    }),
  article: (client: ApiClient, articleId: number) =>
    queryOptions({
      queryKey: ['catalogue', 'article', articleId],
      queryFn: ({ signal }) =>
        client.call('catalogue.getArticle', { article_id: articleId }, { signal }),
    }),
  reviewSummary: (client: ApiClient) =>
    queryOptions({
      queryKey: ['reviews', 'summary'],
      queryFn: ({ signal }) => client.call('reviews.summary', {}, { signal }),
    }),
  offers: (client: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'offers'],
      queryFn: ({ signal }) => client.call('catalogue.listOffers', {}, { signal }),
    }),
  tags: (client: ApiClient) =>
    queryOptions({
      queryKey: ['catalogue', 'tags'],
      queryFn: ({ signal }) => client.call('catalogue.listTags', {}, { signal }),
    }),
  tagPage: (client: ApiClient, slug: string, page = 1) =>
    queryOptions({
      queryKey: ['catalogue', 'tag', slug, { page }],
      queryFn: ({ signal }) =>
        client.call(
          'catalogue.getTagPage',
          { slug, page, per_page: cataloguePageSize },
          { signal },
        ),
    }),
  search: (client: ApiClient, params: SearchParams) =>
    queryOptions({
      queryKey: ['catalogue', 'search', normaliseSearchParams(params)],
      queryFn: ({ signal }) => {
        const { tags, page, ...rest } = normaliseSearchParams(params);
        return client.call(
          'catalogue.search',
          {
            ...rest,
            ...(tags ? { tags: [...tags] } : {}),
            page: page ?? 1,
            per_page: cataloguePageSize,
          },
          { signal },
        );
      },
    }),
  /** The ready-made designs of an article (/designs/{slug}/{article_id}). */
  readyMadeDesigns: (
    client: ApiClient,
    articleId: number,
    sort: SortOrder = 'POPULARITY',
    page = 1,
  ) =>
    queryOptions({
      queryKey: ['designs', 'readyMade', articleId, { sort, page }],
      queryFn: ({ signal }) =>
        client.call(
          'designs.listReadyMade',
          { article_id: articleId, sort, page, per_page: cataloguePageSize },
          { signal },
        ),
    }),
  /** One ready-made design (/design/{slug}/{design_id}). */
  readyMadeDesign: (client: ApiClient, designId: string) =>
    queryOptions({
      queryKey: ['designs', 'readyMade', 'design', designId],
      queryFn: ({ signal }) =>
        client.call('designs.getReadyMade', { design_id: designId }, { signal }),
    }),
  /** Content the shop places on a page (search without results, the 404 screen, the cart). */
  relatedContent: relatedContentQuery,
  /**
   * A CMS page (/{slug}) as this brand's storefront shows it (its own story on /about-us); an
   * unknown slug fails with the API's 404 (see `isNotFoundError`).
   */
  cmsPage: (client: ApiClient, brand: BrandId, slug: string) =>
    queryOptions({
      queryKey: ['pages', brand, slug],
      queryFn: ({ signal }) => client.call('pages.get', { slug, brand }, { signal }),
    }),
};

/** Drops empty filters and trims the query, so equal searches share one cache entry. */
export function normaliseSearchParams(params: SearchParams): SearchParams {
  const result: SearchParams = { query: params.query.trim() };
  if (params.tags && params.tags.length > 0) result.tags = [...params.tags].sort();
  if (params.family_id !== undefined) result.family_id = params.family_id;
  if (params.min_price !== undefined) result.min_price = params.min_price;
  if (params.max_price !== undefined) result.max_price = params.max_price;
  if (params.sort && params.sort !== 'RELEVANCE') result.sort = params.sort;
  if (params.page && params.page > 1) result.page = params.page;
  return result;
}

/** Whether a product API call failed because what it asked for does not exist (upstream 404). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.upstreamStatus === 404;
}

/**
 * After a prefetch: whether the query of `queryKey` failed with the API's 404, so the storefront
 * answers the page with status 404 (the screen itself shows the not-found screen).
 */
export function isQueryNotFound(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return isNotFoundError(queryClient.getQueryState(queryKey)?.error);
}
