import { hrefOf, type TagPage } from '@shop/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { ArticleGrid, productGridColumns } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { NotFound } from '../NotFound.tsx';
import { RichText } from '../../fragments/CmsContent/CmsContent.tsx';
import { DesignCard } from '../../fragments/DesignCard/DesignCard.tsx';
import { breadcrumbListOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { page as pageClass } from '../screens.css.ts';
import { landing } from './TagScreen.css.ts';

export interface TagScreenProps {
  /** The tag of the URL (/t/{slug}). */
  slug: string;
  /** The `page` query parameter, from 1. */
  page?: number;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** What a tag page reads: the tag with its page of products or designs. */
export const tagData = screenData(
  ({ slug, page = 1 }: Pick<TagScreenProps, 'slug' | 'page'>, { client }) => ({
    // Another page of the same tag keeps showing the last one until it answers.
    tagPage: { ...catalogueQueries.tagPage(client, slug, page), placeholderData: keepPreviousData },
  }),
);

function Listing({ data }: { data: TagPage }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  if (data.list_mode === 'LIST_DESIGNS') {
    if (data.designs.length === 0)
      return <EmptyState title={t('tag.emptyDesigns')} headingLevel={2} />;
    return (
      <Columns
        columns={productGridColumns}
        space="medium"
        as="ul"
        aria-label={t('tag.designsOf', { name: data.tag.name })}
      >
        {data.designs.map((design) => (
          <DesignCard
            key={design.id}
            site={countrySite}
            design={design}
            href={hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id })}
            prices={data.articles.find((article) => article.id === design.article_id)?.prices}
            headingLevel={2}
          />
        ))}
      </Columns>
    );
  }
  if (data.articles.length === 0) return <EmptyState title={t('tag.empty')} headingLevel={2} />;
  return (
    <ArticleGrid
      articles={data.articles}
      countrySite={countrySite}
      headingLevel={2}
      aria-label={t('tag.productsOf', { name: data.tag.name })}
    />
  );
}

/** A tag page (/t/{slug}) in its list mode: products (LIST), designs (LIST_DESIGNS) or a landing. */
export function TagScreen({ slug, page = 1, origin }: TagScreenProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const { tagPage } = useScreenData(tagData, { slug, page });
  if (tagPage.isError && isNotFoundError(tagPage.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={pageClass}>
      <AsyncState
        read={tagPage}
        loading={{ shape: 'cards', heading: true, space: 'xlarge' }}
        texts={{
          loading: t('states.loading'),
          error: t('states.loadError'),
          retry: t('states.retry'),
        }}
        retryTone="neutral"
      >
        {(data) => <Tag data={data} slug={slug} origin={origin} />}
      </AsyncState>
    </div>
  );
}

/** The tag once read: its breadcrumbs, its title (a landing's featured block), its listing. */
function Tag({ data, slug, origin }: { data: TagPage; slug: string; origin: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const isLanding = data.list_mode === 'LANDING';
  const crumbs = [
    { label: t('breadcrumbs.home'), href: hrefOf(countrySite, 'home') },
    { label: t('tags.title'), href: hrefOf(countrySite, 'tagsList') },
    { label: data.title, href: hrefOf(countrySite, 'tag', { slug }) },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      {isLanding ? (
        <section className={landing} aria-labelledby="tag-title">
          <Heading level={1} size="display" id="tag-title">
            {data.title}
          </Heading>
          <RichText html={data.description_html} />
          <Link href={hrefOf(countrySite, 'offers')} weight="strong">
            {t('tag.seeOffers')}
          </Link>
        </section>
      ) : (
        <Stack space="small">
          <Heading level={1} id="tag-title">
            {data.title}
          </Heading>
          <RichText html={data.description_html} />
        </Stack>
      )}
      <Listing data={data} />
      {data.pagination.total_pages > 1 ? (
        <Pagination
          page={data.pagination.page}
          pageCount={data.pagination.total_pages}
          getHref={(target) =>
            hrefOf(countrySite, 'tag', { slug }, target > 1 ? { page: String(target) } : {})
          }
        />
      ) : null}
    </>
  );
}
