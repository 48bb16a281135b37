import { brandById } from '@shop/brands';
import { imageSourcesOf, hrefOf } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { catalogueQueries, isNotFoundError } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { LoadError } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { NotFound } from '../NotFound.tsx';
import { breadcrumbListOf, productOf } from '../../fragments/StructuredData/schemaOrg.ts';
import { StructuredData } from '../../fragments/StructuredData/StructuredData.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Breadcrumbs } from '../../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Tag } from '../../../design-system/primitives/Tag/Tag.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';
import { page } from '../screens.css.ts';
import { preview, product } from './DesignScreen.css.ts';

export interface DesignScreenProps {
  /** The design's slug of the URL (/design/{slug}/{design_id}); the id decides what is shown. */
  slug: string;
  designId: string;
  /** `https://shop.example`: makes the links of the structured data absolute. */
  origin?: string;
}

/** The cart's query key: the header badge and the cart page read it, so adding a line refreshes both. */
const cartQueryKey = ['cart'] as const;

/** A ready-made design (/design/{slug}/{design_id}): preview, price, customise and add to cart. */
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

export function DesignScreen({ designId, origin }: DesignScreenProps) {
  const { t } = useTranslation('catalogue');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const countrySite = useCountrySite();
  const toast = useToast();
  const { t: tShop } = useTranslation('shop');
  const { design, article } = useScreenData(designData, { designId });
  const addToCart = useMutation({
    mutationFn: (input: { article_id: number; design_id: string; quantity: number }) =>
      client.call('cart.addLine', input),
    onSuccess: ({ cart }) => {
      // The page stays as it is: a notification says so and leads to the cart.
      toast.show({
        tone: 'positive',
        title: t('design.added', { count: cart.item_count }),
        action: {
          label: t('design.goToCart'),
          altText: tShop('toasts.cartInHeader'),
          href: hrefOf(countrySite, 'cart'),
        },
      });
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });

  if (design.isError && isNotFoundError(design.error))
    return <NotFound countrySite={countrySite} />;
  if (design.isError) {
    return (
      <div className={page}>
        <LoadError onRetry={() => void design.refetch()} />
      </div>
    );
  }
  if (design.isPending) {
    return (
      <div className={page} aria-busy="true">
        <Text tone="muted">{t('states.loading')}</Text>
        <div className={product}>
          <Skeleton shape="block" aspectRatio="1:1" />
          <Skeleton shape="text" lines={4} />
        </div>
      </div>
    );
  }
  const current = design.data.design;
  const articleData = article.data?.article;
  const price = articleData?.prices.find(
    (candidate) => candidate.currency === countrySite.currency,
  );
  const quantity = articleData?.min_quantity ?? 1;
  const href = hrefOf(countrySite, 'design', { slug: current.slug, design_id: current.id });
  const crumbs = [
    { label: t('breadcrumbs.home'), href: hrefOf(countrySite, 'home') },
    ...(articleData
      ? [
          {
            label: articleData.name,
            href: hrefOf(countrySite, 'designs', {
              slug: articleData.slug,
              article_id: articleData.id,
            }),
          },
        ]
      : []),
    { label: current.name, href },
  ];
  const previewUrl = current.preview.sources.at(-1)?.url;

  return (
    <div className={page}>
      <Breadcrumbs items={crumbs} />
      <StructuredData data={breadcrumbListOf(crumbs, origin)} />
      {/* The design as search engines read it: a product with its offer in the site's currency. */}
      {articleData && price && previewUrl ? (
        <StructuredData
          data={productOf(
            {
              name: current.name,
              description: t('design.forArticle', { name: articleData.name }),
              href,
              image: previewUrl,
              sku: current.id,
              brand: brandById(countrySite.brand).displayName,
              price,
              rating: articleData.rating,
            },
            origin,
          )}
        />
      ) : null}
      <div className={product}>
        <div className={preview}>
          <Image
            sources={imageSourcesOf(current.preview)}
            alt={t('design.previewAlt', { name: current.name })}
            aspectRatio="1:1"
            fit="contain"
            loading="eager"
            sizes="(min-width: 768px) 60vw, 100vw"
          />
        </div>
        <Stack space="large">
          <Stack space="small">
            <Heading level={1}>{current.name}</Heading>
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
          {article.isPending ? (
            <Skeleton shape="text" width="1/4" height="large" />
          ) : article.isError ? (
            <LoadError onRetry={() => void article.refetch()} />
          ) : price ? (
            <Price
              amount={price.amount}
              originalAmount={price.original_amount ?? undefined}
              site={countrySite}
              size="large"
            />
          ) : (
            <Text tone="muted">{t('priceUnavailable')}</Text>
          )}
          {articleData && quantity > 1 ? (
            <Text size="small">{t('design.minQuantity', { count: quantity })}</Text>
          ) : null}
          <Inline space="small" alignY="center">
            <Button
              size="large"
              loading={addToCart.isPending}
              disabled={!articleData}
              onClick={() =>
                addToCart.mutate({
                  article_id: current.article_id,
                  design_id: current.id,
                  quantity,
                })
              }
            >
              {t('design.addToCart')}
            </Button>
            <Link
              href={hrefOf(
                countrySite,
                'create',
                { article_id: current.article_id },
                { design: current.id },
              )}
              weight="strong"
            >
              {t('design.customise')}
            </Link>
          </Inline>
          {addToCart.isError ? <Alert tone="critical">{t('design.addError')}</Alert> : null}
          {articleData ? (
            <Text size="small" tone="muted">
              {t('designs.productionDays', { count: articleData.production_days })}
            </Text>
          ) : null}
        </Stack>
      </div>
    </div>
  );
}
