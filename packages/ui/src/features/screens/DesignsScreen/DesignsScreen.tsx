import type { ListMode, SortOrder } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { NotFound } from '../NotFound.tsx';
import { page as pageClass } from '../screens.css.ts';
import { ArticleIntro } from './ArticleIntro.tsx';
import { DesignGallery } from './DesignGallery.tsx';

export interface DesignsScreenProps {
  /** The article's slug of the URL (/designs/{slug}/{article_id}); the id decides what is shown. */
  slug: string;
  articleId: number;
  /**
   * How the ready-made designs under the product are listed: LIST_DESIGNS a gallery of cards
   * (default), LIST compact rows, LANDING cards as well, under the product's story.
   */
  listMode?: ListMode;
  /** The first page of designs shown (the `page` query parameter). */
  initialPage?: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** The gallery's first sort, which the server prefetches. */
const designGallerySort: SortOrder = 'POPULARITY';

/**
 * What a product page reads: the article, and its designs in the sort and page shown (the last
 * ones stay while the next load); the server reads the first sort on the URL's page.
 */
export const designsData = screenData(
  (
    {
      articleId,
      initialPage = 1,
      sort = designGallerySort,
    }: Pick<DesignsScreenProps, 'articleId' | 'initialPage'> & { sort?: SortOrder },
    { client },
  ) => ({
    article: catalogueQueries.article(client, articleId),
    designs: {
      ...catalogueQueries.readyMadeDesigns(client, articleId, sort, initialPage),
      placeholderData: keepPreviousData,
    },
  }),
);

/**
 * A product page (/designs/{slug}/{article_id}): pictures, price, reviews' summary, description
 * and specifications, then the ready-made designs to start from when the product is customised.
 */
export function DesignsScreen({
  articleId,
  listMode = 'LIST_DESIGNS',
  initialPage = 1,
  origin,
}: DesignsScreenProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const [sort, setSort] = useState<SortOrder>(designGallerySort);
  const [page, setPage] = useState(initialPage);
  const { article, designs } = useScreenData(designsData, { articleId, initialPage: page, sort });

  if (article.isError && isNotFoundError(article.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={pageClass}>
      <AsyncState
        read={article}
        loading={{ shape: 'media', heading: true }}
        texts={{ error: t('states.loadError'), retry: t('states.retry') }}
        retryTone="neutral"
      >
        {(data) => (
          <>
            <ArticleIntro article={data.article} origin={origin} />
            {data.article.customizable ? (
              <DesignGallery
                article={data.article}
                designs={designs}
                listMode={listMode}
                sort={sort}
                onSortChange={(value) => {
                  setSort(value);
                  setPage(1);
                }}
                page={page}
                onPageChange={setPage}
              />
            ) : null}
          </>
        )}
      </AsyncState>
    </div>
  );
}
