import {
  imageSourcesOf,
  type DesignSummary,
  type Price as ArticlePrice,
  type PriceSite,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { productGridImageSizes } from '../ArticleCard/ArticleCard.tsx';
import { card, footer } from '../ArticleCard/ArticleCard.css.ts';

export interface DesignCardProps {
  design: DesignSummary;
  /** The design's page (/design/{slug}/{design_id}). */
  href: string;
  /** The article's prices; the card shows the one of the country site's currency. */
  prices?: readonly ArticlePrice[];
  /** The country site's locale, currency and price rules. */
  site: PriceSite;
  headingLevel?: 2 | 3;
  /** `eager` for the gallery's first card: the largest picture on screen loads first. */
  loading?: 'lazy' | 'eager';
}

/** A ready-made design in a gallery: its preview, name and the price of the article it is for. */
export function DesignCard({
  design,
  href,
  prices,
  site,
  headingLevel = 3,
  loading = 'lazy',
}: DesignCardProps) {
  const { t } = useTranslation('catalogue');
  const price = prices?.find((candidate) => candidate.currency === site.currency);
  return (
    <article className={card}>
      <Image
        sources={imageSourcesOf(design.preview)}
        alt={design.preview.alt}
        aspectRatio="1:1"
        fit="contain"
        sizes={productGridImageSizes}
        loading={loading}
        rounded
      />
      <Heading level={headingLevel} size="small">
        <Link href={href} underline="hover" tone="neutral">
          {design.name}
        </Link>
      </Heading>
      {price ? (
        <div className={footer}>
          <Text size="small" tone="muted">
            {t('fromPrice')}{' '}
            <Price
              amount={price.amount}
              originalAmount={price.original_amount ?? undefined}
              site={site}
            />
          </Text>
        </div>
      ) : null}
    </article>
  );
}
