import { brandById } from '@shop/brands';
import { hrefOf, type Article } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { RichText } from '../../fragments/CmsContent/CmsContent.tsx';
import { ProductGallery } from '../../fragments/ProductDetails/ProductGallery.tsx';
import { ProductSpecifications } from '../../fragments/ProductDetails/ProductSpecifications.tsx';
import { ReviewSummary } from '../../fragments/ProductDetails/ReviewSummary.tsx';
import { breadcrumbListOf, productOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { details, intro } from './DesignsScreen.css.ts';

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

/** The article as search engines read it: a product with its offer in the site's currency. */
function ArticleStructuredData({ article, href, origin }: ArticleIntroProps & { href: string }) {
  const countrySite = useCountrySite();
  const price = article.prices.find((candidate) => candidate.currency === countrySite.currency);
  const image = article.image.sources.at(-1)?.url;
  if (!price || !image) return null;
  return (
    <StructuredData
      data={productOf(
        {
          name: article.name,
          description: article.description_html.replace(/<[^>]+>/g, ''),
          href,
          image,
          sku: String(article.id),
          brand: brandById(countrySite.brand).displayName,
          price,
          rating: article.rating,
        },
        origin,
      )}
    />
  );
}

export interface ArticleIntroProps {
  article: Article;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/**
 * The top of a product page: its pictures, name, "from" price, reviews' summary and the way into
 * the editor; then its description and specifications.
 */
export function ArticleIntro({ article, origin }: ArticleIntroProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const href = hrefOf(countrySite, 'designs', { slug: article.slug, article_id: article.id });
  const crumbs = [
    { label: t('breadcrumbs.home'), href: hrefOf(countrySite, 'home') },
    { label: article.name, href },
  ];
  const reviewsQuery: Record<string, string> =
    article.family_id === null ? {} : { family: String(article.family_id) };
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      <ArticleStructuredData article={article} href={href} origin={origin} />
      <section className={intro} aria-labelledby="designs-title">
        <ProductGallery name={article.name} media={article.media} />
        <Stack space="medium">
          <Heading level={1} id="designs-title">
            {article.name}
          </Heading>
          {article.tags.length > 0 ? (
            <Inline space="xsmall">
              {article.tags.map((tag) => (
                <Tag key={tag} tag={tag} size="small" />
              ))}
            </Inline>
          ) : null}
          <ReviewSummary
            rating={article.rating}
            site={countrySite}
            reviewsHref={hrefOf(countrySite, 'reviews', {}, reviewsQuery)}
          />
          <ArticlePrice article={article} />
          {article.customizable ? (
            <Link href={hrefOf(countrySite, 'create', { article_id: article.id })} weight="strong">
              {t('designs.startBlank')}
            </Link>
          ) : null}
        </Stack>
      </section>
      <div className={details}>
        <section aria-labelledby="product-description">
          <Stack space="small">
            <Heading level={2} size="medium" id="product-description">
              {t('product.description')}
            </Heading>
            <RichText html={article.description_html} />
          </Stack>
        </section>
        <section aria-labelledby="product-specifications">
          <Stack space="small">
            <Heading level={2} size="medium" id="product-specifications">
              {t('product.specifications')}
            </Heading>
            <ProductSpecifications article={article} />
          </Stack>
        </section>
      </div>
    </>
  );
}
