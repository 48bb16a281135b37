import { brandById } from '@shop/brands';
import { hrefOf, imageSourcesOf, type ApiResult, type Article } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { NotFound } from '../NotFound.tsx';
import { breadcrumbListOf, productOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { DesignPurchase } from './DesignPurchase.tsx';
import { preview, product } from './DesignScreen.css.ts';

export interface DesignScreenProps {
  /** The design's slug of the URL (/design/{slug}/{design_id}); the id decides what is shown. */
  slug: string;
  designId: string;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

type Design = ApiResult<'designs.getReadyMade'>['design'];

/** What a design's page reads: the design, then the article it is printed on, for its price. */
export const designData = screenData(
  ({ designId }: Pick<DesignScreenProps, 'designId'>, { client, cached }) => {
    const design = catalogueQueries.readyMadeDesign(client, designId);
    const articleId = cached(design.queryKey)?.design.article_id;
    return {
      design,
      article: articleId === undefined ? undefined : catalogueQueries.article(client, articleId),
    };
  },
);

/** The design as search engines read it: a product with its offer in the site's currency. */
function DesignStructuredData({
  design,
  article,
  href,
  origin,
}: {
  design: Design;
  article: Article | undefined;
  href: string;
  origin?: string;
}) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const price = article?.prices.find((candidate) => candidate.currency === countrySite.currency);
  const previewUrl = design.preview.sources.at(-1)?.url;
  if (!article || !price || !previewUrl) return null;
  return (
    <StructuredData
      data={productOf(
        {
          name: design.name,
          description: t('design.forArticle', { name: article.name }),
          href,
          image: previewUrl,
          sku: design.id,
          brand: brandById(countrySite.brand).displayName,
          price,
          rating: article.rating,
        },
        origin,
      )}
    />
  );
}

interface DesignDetailsProps {
  design: Design;
  article: AsyncRead<{ article: Article }>;
  origin?: string;
}

/** The design's preview beside its name, the article it is printed on, its price and actions. */
function DesignDetails({ design, article, origin }: DesignDetailsProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const articleData = article.data?.article;
  const href = hrefOf(countrySite, 'design', { slug: design.slug, design_id: design.id });
  const articleHref = articleData
    ? hrefOf(countrySite, 'designs', { slug: articleData.slug, article_id: articleData.id })
    : undefined;
  const crumbs = [
    { label: t('breadcrumbs.home'), href: hrefOf(countrySite, 'home') },
    ...(articleData && articleHref ? [{ label: articleData.name, href: articleHref }] : []),
    { label: design.name, href },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      <DesignStructuredData design={design} article={articleData} href={href} origin={origin} />
      <div className={product}>
        <div className={preview}>
          <Image
            sources={imageSourcesOf(design.preview)}
            alt={t('design.previewAlt', { name: design.name })}
            aspectRatio="1:1"
            fit="contain"
            loading="eager"
            sizes="(min-width: 768px) 60vw, 100vw"
          />
        </div>
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{design.name}</Heading>
            {articleData ? (
              <Text tone="muted">{t('design.forArticle', { name: articleData.name })}</Text>
            ) : null}
            {articleData && articleData.tags.length > 0 ? (
              <Inline space="xsmall">
                {articleData.tags.map((tag) => (
                  <Tag key={tag} tag={tag} size="small" />
                ))}
              </Inline>
            ) : null}
          </Stack>
          <DesignPurchase design={design} article={article} />
          {articleData ? (
            <Text size="small" tone="muted">
              {t('designs.productionDays', { count: articleData.production_days })}
            </Text>
          ) : null}
        </Stack>
      </div>
    </>
  );
}

/** A ready-made design (/design/{slug}/{design_id}): preview, price, customise and add to cart. */
export function DesignScreen({ designId, origin }: DesignScreenProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const { design, article } = useScreenData(designData, { designId });
  if (design.isError && isNotFoundError(design.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={page}>
      <AsyncState
        read={design}
        loading={{ shape: 'media' }}
        showLoadingText
        texts={{
          loading: t('states.loading'),
          error: t('states.loadError'),
          retry: t('states.retry'),
        }}
        retryTone="neutral"
      >
        {(data) => <DesignDetails design={data.design} article={article} origin={origin} />}
      </AsyncState>
    </div>
  );
}
