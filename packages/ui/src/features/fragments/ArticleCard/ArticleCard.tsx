import { imageSourcesOf, type ArticleSummary, type PriceSite } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { card, footer, tags } from './ArticleCard.css.ts';

export interface ArticleCardProps {
  /** The fields the card shows (the home's shelves cache no more than these). */
  article: Pick<ArticleSummary, 'name' | 'tags' | 'prices' | 'image'>;
  /** Where the card leads: the article's designs gallery or its constructor. */
  href: string;
  /** The country site's locale, currency and price rules: the card shows the price in its currency. */
  site: PriceSite;
  /** The card title's outline level: 3 under a section heading (default), 2 straight under the page title. */
  headingLevel?: 2 | 3;
}

/** Image widths per breakpoint of the product grids (two columns on phones, four on desktops). */
export const productGridImageSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** An article in a grid: picture, category tags, name and price in the country site's currency. */
export function ArticleCard({ article, href, site, headingLevel = 3 }: ArticleCardProps) {
  const { t } = useTranslation('catalogue');
  const price = article.prices.find((candidate) => candidate.currency === site.currency);
  return (
    <article className={card}>
      <Image
        sources={imageSourcesOf(article.image)}
        alt={article.image.alt}
        aspectRatio="1:1"
        sizes={productGridImageSizes}
        rounded
      />
      {article.tags.length > 0 ? (
        <ul className={tags} aria-label={t('card.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Tag tag={tag} size="small" />
            </li>
          ))}
        </ul>
      ) : (
        <div className={tags} />
      )}
      <Heading level={headingLevel} size="small">
        <Link href={href} underline="hover" tone="neutral">
          {article.name}
        </Link>
      </Heading>
      <div className={footer}>
        {price ? (
          <Text size="small" tone="muted">
            {t('fromPrice')}{' '}
            <Price
              amount={price.amount}
              originalAmount={price.original_amount ?? undefined}
              site={site}
            />
          </Text>
        ) : (
          <Text size="small" tone="muted">
            {t('priceUnavailable')}
          </Text>
        )}
      </div>
    </article>
  );
}
