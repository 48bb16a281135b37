import type { ArticleSummary } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { ArticleGrid, LoadError } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { NotFound } from '../NotFound.tsx';
import { CmsContent } from '../../fragments/CmsContent/CmsContent.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { page } from '../screens.css.ts';

export interface CmsPageScreenProps {
  /** The page of the URL (/{slug}). */
  slug: string;
}

/** A category page's products, with their pictures and "from" prices. */
function CategoryArticles({ articles }: { articles: readonly ArticleSummary[] }) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  return (
    <section aria-labelledby="category-articles">
      <Stack space="medium">
        <Heading level={2} size="medium" id="category-articles">
          {t('product.categoryArticles')}
        </Heading>
        <ArticleGrid
          articles={articles}
          countrySite={countrySite}
          aria-labelledby="category-articles"
        />
      </Stack>
    </section>
  );
}

/**
 * A CMS page of the catch-all route (/{slug}) as the country site's brand shows it (each brand's
 * own story on /about-us); an unknown slug shows the 404 screen.
 */
export function CmsPageScreen({ slug }: CmsPageScreenProps) {
  const client = useApiClient();
  const countrySite = useCountrySite();
  const cmsPage = useQuery(catalogueQueries.cmsPage(client, countrySite.brand, slug));
  if (cmsPage.isError && isNotFoundError(cmsPage.error))
    return <NotFound countrySite={countrySite} />;
  if (cmsPage.isPending) {
    return (
      <div className={page} aria-busy="true">
        <Skeleton shape="text" width="1/2" height="large" />
        <Skeleton shape="text" lines={5} />
      </div>
    );
  }
  if (cmsPage.isError) {
    return (
      <div className={page}>
        <LoadError onRetry={() => void cmsPage.refetch()} />
      </div>
    );
  }
  const { title, blocks, articles } = cmsPage.data.page;
  return (
    <article className={page} aria-labelledby="cms-page-title">
      <Heading level={1} id="cms-page-title">
        {title}
      </Heading>
      <CmsContent blocks={blocks} site={countrySite} pageTitle={title} />
      {articles.length > 0 ? <CategoryArticles articles={articles} /> : null}
    </article>
  );
}
