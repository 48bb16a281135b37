import { hrefOf, type ArticleSummary, type CountrySite } from '@shop/domain';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { ArticleCard } from './ArticleCard.tsx';

/** Columns of the product grids: two on phones, three on tablets, four on desktops. */
export const productGridColumns = { mobile: 2, tablet: 3, desktop: 4 } as const;

/** Where an article card leads: its designs gallery, or a search for it when it is bought as is. */
export function articleHref(
  countrySite: Pick<CountrySite, 'pathPrefix'>,
  article: Pick<ArticleSummary, 'id' | 'slug' | 'name' | 'customizable'>,
): string {
  return article.customizable
    ? hrefOf(countrySite, 'designs', { slug: article.slug, article_id: article.id })
    : hrefOf(countrySite, 'search', {}, { query: article.name });
}

export interface ArticleGridProps {
  articles: readonly ArticleSummary[];
  /** The country site: the cards' links and prices. */
  countrySite: Pick<CountrySite, 'pathPrefix' | 'locale' | 'currency' | 'priceDecimals'>;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  headingLevel?: 2 | 3;
}

/** Product cards in the responsive grid, as a list. */
export function ArticleGrid({ articles, countrySite, headingLevel, ...aria }: ArticleGridProps) {
  return (
    <Columns columns={productGridColumns} space="medium" as="ul" {...aria}>
      {articles.map((article) => (
        <ArticleCard
          key={article.id}
          article={article}
          href={articleHref(countrySite, article)}
          site={countrySite}
          headingLevel={headingLevel}
        />
      ))}
    </Columns>
  );
}
