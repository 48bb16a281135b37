import { hrefOf, searchSorts, type SearchSort } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import {
  catalogueQueries,
  normaliseSearchParams,
  type SearchParams,
} from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  ArticleGrid,
  GridSkeleton,
  LoadError,
  productGridColumns,
} from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { DesignCard } from '../../fragments/DesignCard/DesignCard.tsx';
import { RelatedContent } from '../RelatedContent.tsx';
import {
  SearchFilters,
  type SearchFilterValues,
} from '../../fragments/SearchFilters/SearchFilters.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { layout, sort as sortClass, toolbar } from './SearchScreen.css.ts';

export interface SearchScreenProps {
  /** The search of the URL (see `searchParamsFromQuery`); the route guarantees a non-blank query. */
  search: SearchParams;
  /**
   * A new search chosen on the page (filters, sort, page): the storefront puts it in the URL
   * (`hrefOf(site, 'search', {}, searchQueryOf(next))`) and renders the screen with it.
   */
  onSearchChange: (next: SearchParams) => void;
}

/** The search page (/search?query=…): results with filters by tag, family and price, sort and pages. */
export function SearchScreen({ search, onSearchChange }: SearchScreenProps) {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const params = normaliseSearchParams(search);
  const results = useQuery({
    ...catalogueQueries.search(client, params),
    placeholderData: (previous) => previous,
  });
  const families = useQuery(catalogueQueries.families(client));
  const filters: SearchFilterValues = {
    tags: params.tags ?? [],
    family_id: params.family_id,
    min_price: params.min_price,
    max_price: params.max_price,
  };
  const change = (next: Partial<SearchParams>) =>
    onSearchChange(normaliseSearchParams({ ...params, page: undefined, ...next }));
  const data = results.data;
  const pageCount = data?.pagination.total_pages ?? 0;

  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1}>{t('search.title', { query: params.query })}</Heading>
        <Text tone="muted" aria-live="polite">
          {data ? t('search.count', { count: data.pagination.total_items }) : ''}
        </Text>
      </Stack>
      <div className={layout}>
        <SearchFilters
          key={JSON.stringify(filters)}
          value={filters}
          tagCounts={data?.tag_counts ?? []}
          families={families.data?.families ?? []}
          currency={countrySite.currency}
          onApply={(next) => change({ ...next, tags: [...next.tags] })}
          onClear={() =>
            change({ tags: [], family_id: undefined, min_price: undefined, max_price: undefined })
          }
        />
        <Stack space="large">
          <div className={toolbar}>
            <Heading level={2} size="medium">
              {t('search.products')}
            </Heading>
            <div className={sortClass}>
              <Select
                label={t('search.sort')}
                value={params.sort ?? 'RELEVANCE'}
                onValueChange={(value) => change({ sort: value as SearchSort })}
                options={searchSorts.map((value) => ({ value, label: t(`search.sorts.${value}`) }))}
              />
            </div>
          </div>
          {results.isPending ? (
            <GridSkeleton />
          ) : results.isError ? (
            <LoadError onRetry={() => void results.refetch()} />
          ) : results.data.articles.length === 0 ? (
            <Stack space="xlarge">
              <EmptyState
                title={t('search.empty', { query: params.query })}
                description={t('search.emptyHint')}
                headingLevel={3}
              />
              <RelatedContent placement="SEARCH_PAGE" headingLevel={3} />
            </Stack>
          ) : (
            <Stack space="large">
              <ArticleGrid
                articles={results.data.articles}
                countrySite={countrySite}
                aria-label={t('search.products')}
              />
              {pageCount > 1 ? (
                <Pagination
                  page={results.data.pagination.page}
                  pageCount={pageCount}
                  label={t('search.pages')}
                  onPageChange={(next) => onSearchChange({ ...params, page: next })}
                />
              ) : null}
              {results.data.designs.length > 0 ? (
                <section aria-labelledby="search-designs">
                  <Stack space="medium">
                    <Heading level={2} size="medium" id="search-designs">
                      {t('search.designs')}
                    </Heading>
                    <Columns columns={productGridColumns} space="medium" as="ul">
                      {results.data.designs.map((design) => (
                        <DesignCard
                          key={design.id}
                          site={countrySite}
                          design={design}
                          href={hrefOf(countrySite, 'design', {
                            slug: design.slug,
                            design_id: design.id,
                          })}
                          prices={
                            results.data.articles.find(
                              (article) => article.id === design.article_id,
                            )?.prices
                          }
                        />
                      ))}
                    </Columns>
                  </Stack>
                </section>
              ) : null}
            </Stack>
          )}
        </Stack>
      </div>
    </div>
  );
}
