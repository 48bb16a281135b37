import { hrefOf, type Article, type DesignSummary } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';

/** The cart's query key: the header badge and the cart page read it, so adding a line refreshes both. */
const cartQueryKey = ['cart'] as const;

function useAddToCart() {
  const { t } = useTranslation('catalogue');
  const { t: tShop } = useTranslation('shop');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const countrySite = useCountrySite();
  const toast = useToast();
  return useMutation({
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
}

export interface DesignPurchaseProps {
  design: Pick<DesignSummary, 'id' | 'article_id'>;
  /** The article the design is printed on: its price and the fewest units sold. */
  article: AsyncRead<{ article: Article }>;
}

/** A design's price in the site's currency, "Add to cart" and the way into the editor. */
export function DesignPurchase({ design, article }: DesignPurchaseProps) {
  const { t } = useTranslation('catalogue');
  const countrySite = useCountrySite();
  const addToCart = useAddToCart();
  const articleData = article.data?.article;
  const quantity = articleData?.min_quantity ?? 1;
  return (
    <>
      <AsyncState
        read={article}
        loading={{ shape: 'text', lines: 1 }}
        texts={{ error: t('states.loadError'), retry: t('states.retry') }}
        retryTone="neutral"
      >
        {({ article: { prices } }) => {
          const price = prices.find((candidate) => candidate.currency === countrySite.currency);
          return price ? (
            <Price
              amount={price.amount}
              originalAmount={price.original_amount ?? undefined}
              site={countrySite}
              size="large"
            />
          ) : (
            <Text tone="muted">{t('priceUnavailable')}</Text>
          );
        }}
      </AsyncState>
      {quantity > 1 ? (
        <Text size="small">{t('design.minQuantity', { count: quantity })}</Text>
      ) : null}
      <Inline space="small" alignY="center">
        <Button
          size="large"
          loading={addToCart.isPending}
          disabled={!articleData}
          onClick={() =>
            addToCart.mutate({ article_id: design.article_id, design_id: design.id, quantity })
          }
        >
          {t('design.addToCart')}
        </Button>
        <Link
          href={hrefOf(
            countrySite,
            'create',
            { article_id: design.article_id },
            { design: design.id },
          )}
          weight="strong"
        >
          {t('design.customise')}
        </Link>
      </Inline>
      {addToCart.isError ? <Alert tone="critical">{t('design.addError')}</Alert> : null}
    </>
  );
}
