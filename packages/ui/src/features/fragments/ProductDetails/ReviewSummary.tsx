import { numberFormat, type ArticleSummary, type PriceSite } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { reviewSummary } from './ProductDetails.css.ts';

export interface ReviewSummaryProps {
  rating: ArticleSummary['rating'];
  /** The country site: the average in its locale's numbers. */
  site: Pick<PriceSite, 'locale'>;
  /** The reviews page of the product's family. */
  reviewsHref: string;
}

/** The product's average rating and how many reviews it has, with the way to read them. */
export function ReviewSummary({ rating, site, reviewsHref }: ReviewSummaryProps) {
  const { t } = useTranslation('catalogue');
  if (!rating || rating.count === 0) {
    return (
      <Text size="small" tone="muted">
        {t('product.noReviews')}
      </Text>
    );
  }
  const average = numberFormat(site.locale, { maximumFractionDigits: 1 }).format(rating.average);
  return (
    <p className={reviewSummary}>
      <Text weight="strong">{t('product.rating', { average })}</Text>
      <Text tone="muted">{t('product.reviews', { count: rating.count })}</Text>
      <Link href={reviewsHref}>{t('product.readReviews')}</Link>
    </p>
  );
}
