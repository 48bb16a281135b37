import { hrefOf, searchSorts, type ApiResult, type SearchSort } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  catalogueQueries,
  normaliseSearchParams,
  type SearchParams,
} from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { ArticleGrid, productGridColumns } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { DesignCard } from '../../fragments/DesignCard/DesignCard.tsx';
import { RelatedContent } from '../../fragments/RelatedContent/RelatedContent.tsx';
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

/** What the search page reads: the results (the last ones stay while the next load), the families. */
export const searchData = screenData(
  ({ search }: Pick<SearchScreenProps, 'search'>, { client, cached }) => {
    const results = {
      ...catalogueQueries.search(client, normaliseSearchParams(search)),
      placeholderData: keepPreviousData,
    };
    return {
      results,
      families: catalogueQueries.families(client),
      // A search without results shows what the shop places there (SEARCH_PAGE), in the HTML too.
      relatedContent:
        cached(results.queryKey)?.articles.length === 0
          ? catalogueQueries.relatedContent(client, 'SEARCH_PAGE')
          : undefined,
    };
  },
);

/** The results' heading and their order. */
function SortBar({ sort, onSort }: { sort: SearchSort; onSort: (sort: SearchSort) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={toolbar}>
      <Heading level={2} size="medium">
        {t('search.products')}
      </Heading>
      <div className={sortClass}>
        <Select
          label={t('search.sort')}
          value={sort}
          onValueChange={(value) => onSort(value as SearchSort)}
          options={searchSorts.map((value) => ({ value, label: t(`search.sorts.${value}`) }))}
        />
      </div>
    </div>
  );
}

/** The search page (/search?query=…): results with filters by tag, family and price, sort and pages. */
export function SearchScreen({ search, onSearchChange }: SearchScreenProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const params = normaliseSearchParams(search);
  const { results, families, relatedContent } = useScreenData(searchData, { search });
  const filters: SearchFilterValues = {
    tags: params.tags ?? [],
    family_id: params.family_id,
    min_price: params.min_price,
    max_price: params.max_price,
  };
  const change = (next: Partial<SearchParams>) =>
    onSearchChange(normaliseSearchParams({ ...params, page: undefined, ...next }));
  const data = results.data;

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
          <SortBar sort={params.sort ?? 'RELEVANCE'} onSort={(sort) => change({ sort })} />
          <AsyncState
            read={results}
            loading={{ shape: 'cards' }}
            retryTone="neutral"
            isEmpty={(found) => found.articles.length === 0}
            empty={
              <Stack space="xlarge">
                <EmptyState
                  title={t('search.empty', { query: params.query })}
                  description={t('search.emptyHint')}
                  headingLevel={3}
                />
                <RelatedContent
                  placement="SEARCH_PAGE"
                  read={relatedContent}
                  site={countrySite}
                  headingLevel={3}
                />
              </Stack>
            }
          >
            {(found) => (
              <Found
                found={found}
                onPageChange={(next) => onSearchChange({ ...params, page: next })}
              />
            )}
          </AsyncState>
        </Stack>
      </div>
    </div>
  );
}

/** The products found, their pages, and the ready-made designs found with them. */
function Found({
  found,
  onPageChange,
}: {
  found: ApiResult<'catalogue.search'>;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const pageCount = found.pagination.total_pages;
  return (
    <Stack space="large">
      <ArticleGrid
        articles={found.articles}
        countrySite={countrySite}
        aria-label={t('search.products')}
      />
      {pageCount > 1 ? (
        <Pagination
          page={found.pagination.page}
          pageCount={pageCount}
          label={t('search.pages')}
          onPageChange={onPageChange}
        />
      ) : null}
      {found.designs.length > 0 ? (
        <section aria-labelledby="search-designs">
          <Stack space="medium">
            <Heading level={2} size="medium" id="search-designs">
              {t('search.designs')}
            </Heading>
            <Columns columns={productGridColumns} space="medium" as="ul">
              {found.designs.map((design) => (
                <DesignCard
                  key={design.id}
                  site={countrySite}
                  design={design}
                  href={hrefOf(countrySite, 'design', {
                    slug: design.slug,
                    design_id: design.id,
                  })}
                  prices={
                    found.articles.find((article) => article.id === design.article_id)?.prices
                  }
                />
              ))}
            </Columns>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
