import {
  productCategoryTags,
  searchSorts,
  type ProductCategoryTag,
  type SearchSort,
} from '@shop/domain';
import { normaliseSearchParams, type SearchParams } from '../../data/catalogueQueries.ts';

const number = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
};

/**
 * The search of a /search URL's query (`query`, `tags=NOVELTY,PROMOTION`, `family`, `min_price`,
 * `max_price`, `sort`, `page`); values that do not parse are left out.
 */
export function searchParamsFromQuery(query: Readonly<Record<string, unknown>>): SearchParams {
  const text = typeof query.query === 'string' ? query.query : '';
  const tags =
    typeof query.tags === 'string'
      ? query.tags
          .split(',')
          .filter((tag): tag is ProductCategoryTag =>
            (productCategoryTags as readonly string[]).includes(tag),
          )
      : [];
  const sort =
    typeof query.sort === 'string' && (searchSorts as readonly string[]).includes(query.sort)
      ? (query.sort as SearchSort)
      : undefined;
  const family = number(query.family);
  const page = number(query.page);
  return normaliseSearchParams({
    query: text,
    tags,
    family_id: family !== undefined && Number.isInteger(family) && family > 0 ? family : undefined,
    min_price: number(query.min_price),
    max_price: number(query.max_price),
    sort,
    page: page !== undefined && Number.isInteger(page) && page >= 1 ? page : undefined,
  });
}

/** The URL query of a search: the inverse of `searchParamsFromQuery`, for `hrefOf(site, 'search', {}, query)`. */
export function searchQueryOf(params: SearchParams): Record<string, string> {
  const normal = normaliseSearchParams(params);
  const query: Record<string, string> = { query: normal.query };
  if (normal.tags) query.tags = normal.tags.join(',');
  if (normal.family_id !== undefined) query.family = String(normal.family_id);
  if (normal.min_price !== undefined) query.min_price = String(normal.min_price);
  if (normal.max_price !== undefined) query.max_price = String(normal.max_price);
  if (normal.sort) query.sort = normal.sort;
  if (normal.page) query.page = String(normal.page);
  return query;
}
