import { hrefOf, type ArticleSummary, type CountrySite } from '@shop/domain';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { ArticleCard } from './ArticleCard.tsx';

/** Columns of the product grids: two on phones, three on tablets, four on desktops. */
export const productGridColumns = { mobile: 2, tablet: 3, desktop: 4 } as const;

/**
 * Where an article card leads: its product page, which also lists the designs of a customizable
 * article; an article bought as it is (prints) has the same page, without designs.
 */
export function articleHref(
  countrySite: Pick<CountrySite, 'pathPrefix'>,
  article: Pick<ArticleSummary, 'id' | 'slug'>,
): string {
  return hrefOf(countrySite, 'designs', { slug: article.slug, article_id: article.id });
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
