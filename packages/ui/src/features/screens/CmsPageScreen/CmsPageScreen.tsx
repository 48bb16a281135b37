import type { ArticleSummary, ContentBlock } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { ArticleGrid } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { CmsContent } from '../../fragments/CmsContent/CmsContent.tsx';
import { NotFound } from '../NotFound.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { page } from '../screens.css.ts';
import { contents } from './CmsPageScreen.css.ts';

export interface CmsPageScreenProps {
  /** The page of the URL (/{slug}). */
  slug: string;
}

/** What a CMS page reads: the page of its slug as the country site's brand shows it. */
export const cmsPageData = screenData(({ slug }: CmsPageScreenProps, { client, countrySite }) => ({
  cmsPage: catalogueQueries.cmsPage(client, countrySite.brand, slug),
}));

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

/** A page of this many titled sections or more (the legal pages) opens with its contents. */
const sectionsForContents = 3;

const sectionId = (index: number) => `section-${index}`;

/** The page's sections: its article blocks with a title of their own, by block index. */
function sectionsOf(blocks: readonly ContentBlock[], pageTitle: string) {
  return blocks
    .map((block, index) => ({ block, index }))
    .filter(
      ({ block }) => block.kind === 'ARTICLE' && block.title !== '' && block.title !== pageTitle,
    );
}

function Contents({ sections }: { sections: ReturnType<typeof sectionsOf> }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('contents')} className={contents}>
      <Stack space="small">
        <Heading level={2} size="small">
          {t('contents')}
        </Heading>
        <ol>
          {sections.map(({ block, index }) => (
            <li key={index}>
              <Link href={`#${sectionId(index)}`}>{block.title}</Link>
            </li>
          ))}
        </ol>
      </Stack>
    </nav>
  );
}

/**
 * A CMS page of the catch-all route (/{slug}) as the country site's brand shows it (each brand's
 * own story on /about-us, its own company on the legal pages): a page of many sections opens with
 * their contents; an unknown slug shows the 404 screen.
 */
export function CmsPageScreen({ slug }: CmsPageScreenProps) {
  const countrySite = useCountrySite();
  const { cmsPage } = useScreenData(cmsPageData, { slug });
  if (cmsPage.isError && isNotFoundError(cmsPage.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={page}>
      <AsyncState read={cmsPage} loading={{ shape: 'text', heading: true }} retryTone="neutral">
        {({ page: { title, blocks, articles } }) => {
          const sections = sectionsOf(blocks, title);
          const withContents = sections.length >= sectionsForContents;
          return (
            <article aria-labelledby="cms-page-title">
              <Stack space="xlarge">
                <Heading level={1} id="cms-page-title">
                  {title}
                </Heading>
                {withContents ? <Contents sections={sections} /> : null}
                <CmsContent
                  blocks={blocks}
                  site={countrySite}
                  pageTitle={title}
                  headingIdOf={withContents ? sectionId : undefined}
                />
                {articles.length > 0 ? <CategoryArticles articles={articles} /> : null}
              </Stack>
            </article>
          );
        }}
      </AsyncState>
    </div>
  );
}
