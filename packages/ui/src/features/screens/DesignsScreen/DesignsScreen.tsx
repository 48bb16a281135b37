import {
  imageSourcesOf,
  hrefOf,
  sortOrders,
  type Article,
  type DesignSummary,
  type ListMode,
  type SortOrder,
} from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import {
  GridSkeleton,
  LoadError,
  productGridColumns,
} from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { NotFound } from '../NotFound.tsx';
import { RichText } from '../../fragments/CmsContent/CmsContent.tsx';
import { DesignCard } from '../../fragments/DesignCard/DesignCard.tsx';
import { breadcrumbListOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page as pageClass } from '../screens.css.ts';
import { intro, row, rows, sort as sortClass, toolbar } from './DesignsScreen.css.ts';

export interface DesignsScreenProps {
  /** The article's slug of the URL (/designs/{slug}/{article_id}); the id decides what is shown. */
  slug: string;
  articleId: number;
  /**
   * LIST_DESIGNS: a gallery of design cards (default); LIST: a compact list; LANDING: the article's
   * story first (media, description, attributes), then the gallery.
   */
  listMode?: ListMode;
  /** The first page shown (the `page` query parameter). */
  initialPage?: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** The gallery's first sort, which the server prefetches. */
const designGallerySort: SortOrder = 'POPULARITY';

/**
 * What an article's designs page reads: the article, and its designs in the sort and page shown
 * (the last ones stay while the next load); the server reads the first sort on the URL's page.
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

function ArticlePrice({ article }: { article: Article }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const price = article.prices.find((candidate) => candidate.currency === countrySite.currency);
  if (!price) return <Text tone="muted">{t('priceUnavailable')}</Text>;
  return (
    <Text>
      {t('fromPrice')}{' '}
      <Price
        amount={price.amount}
        originalAmount={price.original_amount ?? undefined}
        site={countrySite}
        size="large"
      />
    </Text>
  );
}

function DesignRows({ designs, article }: { designs: readonly DesignSummary[]; article: Article }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <ul className={rows} aria-label={t('designs.listLabel', { name: article.name })}>
      {designs.map((design) => (
        <li key={design.id} className={row}>
          <Image
            sources={imageSourcesOf(design.preview)}
            decorative
            aspectRatio="1:1"
            fit="contain"
            sizes="4rem"
            rounded
          />
          <Link
            href={hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id })}
            weight="strong"
          >
            {design.name}
          </Link>
          <Link
            href={hrefOf(countrySite, 'create', { article_id: article.id }, { design: design.id })}
            aria-label={t('designs.customiseNamed', { name: design.name })}
          >
            {t('design.customise')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The designs gallery of an article (/designs/{slug}/{article_id}) in one of the list modes. */
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
  if (article.isPending) {
    return (
      <div className={pageClass}>
        <Skeleton shape="text" width="1/2" height="large" />
        <GridSkeleton />
      </div>
    );
  }
  if (article.isError) {
    return (
      <div className={pageClass}>
        <LoadError onRetry={() => void article.refetch()} />
      </div>
    );
  }
  const data = article.data.article;
  const createHref = hrefOf(countrySite, 'create', { article_id: data.id });
  const firstImage = data.media.find((media) => media.type === 'IMAGE');
  const heroImage = firstImage?.type === 'IMAGE' ? firstImage.image : data.image;

  const gallery = designs.isPending ? (
    <GridSkeleton />
  ) : designs.isError ? (
    <LoadError onRetry={() => void designs.refetch()} />
  ) : designs.data.designs.length === 0 ? (
    <EmptyState
      title={t('designs.empty')}
      description={t('designs.emptyHint')}
      headingLevel={3}
      action={<Link href={createHref}>{t('designs.startBlank')}</Link>}
    />
  ) : listMode === 'LIST' ? (
    <DesignRows designs={designs.data.designs} article={data} />
  ) : (
    <Columns
      columns={productGridColumns}
      space="medium"
      as="ul"
      aria-label={t('designs.listLabel', { name: data.name })}
    >
      {designs.data.designs.map((design, index) => (
        <DesignCard
          key={design.id}
          loading={index === 0 ? 'eager' : 'lazy'}
          site={countrySite}
          design={design}
          href={hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id })}
          prices={data.prices}
        />
      ))}
    </Columns>
  );

  const crumbs = [
    { label: t('breadcrumbs.home'), href: hrefOf(countrySite, 'home') },
    {
      label: data.name,
      href: hrefOf(countrySite, 'designs', { slug: data.slug, article_id: data.id }),
    },
  ];
  return (
    <div className={pageClass}>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      {listMode === 'LANDING' ? (
        <section className={intro} aria-labelledby="designs-title">
          <Image
            sources={imageSourcesOf(heroImage)}
            alt={heroImage.alt}
            aspectRatio="4:3"
            loading="eager"
            sizes="(min-width: 768px) 50vw, 100vw"
            rounded
          />
          <Stack space="medium">
            <Heading level={1} id="designs-title">
              {data.name}
            </Heading>
            {data.tags.length > 0 ? (
              <Inline space="xsmall">
                {data.tags.map((tag) => (
                  <Tag key={tag} tag={tag} size="small" />
                ))}
              </Inline>
            ) : null}
            <ArticlePrice article={data} />
            <RichText html={data.description_html} />
            <Text size="small" tone="muted">
              {t('designs.productionDays', { count: data.production_days })}
            </Text>
            <Link href={createHref} weight="strong">
              {t('designs.startBlank')}
            </Link>
          </Stack>
        </section>
      ) : (
        <Stack space="small">
          <Heading level={1} id="designs-title">
            {t('designs.title', { name: data.name })}
          </Heading>
          <ArticlePrice article={data} />
          <Link href={createHref} weight="strong">
            {t('designs.startBlank')}
          </Link>
        </Stack>
      )}
      <section aria-labelledby="designs-gallery">
        <Stack space="medium">
          <div className={toolbar}>
            <Heading level={2} size="medium" id="designs-gallery">
              {t('designs.gallery')}
            </Heading>
            <div className={sortClass}>
              <Select
                label={t('designs.sort')}
                value={sort}
                onValueChange={(value) => {
                  setSort(value as SortOrder);
                  setPage(1);
                }}
                options={sortOrders.map((value) => ({ value, label: t(`designs.sorts.${value}`) }))}
              />
            </div>
          </div>
          {gallery}
          {designs.data && designs.data.pagination.total_pages > 1 ? (
            <Pagination
              page={page}
              pageCount={designs.data.pagination.total_pages}
              onPageChange={setPage}
            />
          ) : null}
        </Stack>
      </section>
    </div>
  );
}
