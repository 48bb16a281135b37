import { hrefOf, toCartLineAnalytics, type Cart, type CartLineAnalytics } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import {
  cartQueries,
  useCartLineMutations,
  usePromotionCodeMutations,
  PromotionCodeRefusedError,
} from '../../data/cartQueries.ts';
import { catalogueQueries } from '../../data/catalogueQueries.ts';
import { screenData, useScreenData, type ScreenResults } from '../../data/screenData.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { ArticleCard } from '../../fragments/ArticleCard/ArticleCard.tsx';
import { articleHref } from '../../fragments/ArticleCard/CatalogueStates.tsx';
import { CartLine, articleNameFor } from '../../fragments/CartLine/CartLine.tsx';
import { CartSummary } from '../../fragments/CartSummary/CartSummary.tsx';
import { PromotionCodeForm } from '../../fragments/PromotionCodeForm/PromotionCodeForm.tsx';
import { RelatedContent } from '../../fragments/RelatedContent/RelatedContent.tsx';
import { CartDesignPreview, type DesignPreview } from './CartDesignPreview.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { button } from '../../../design-system/primitives/Button/Button.css.ts';
import { RouterAnchor } from '../../layouts/shared/RouterAnchor.tsx';
import * as styles from './CartScreen.css.ts';
import { CartIcon } from '../../../design-system/primitives/Icon/icons.ts';

const suggestionCount = 4;

export interface CartScreenProps {
  /** Where "Checkout" leads (the /checkout page of the country site). */
  checkoutHref: string;
  /** Called once per loaded cart with its lines as the analytics events carry them. */
  onCartViewed?: (lines: CartLineAnalytics[]) => void;
  /** Draws a designed line's design whole: with it, such lines offer a "Preview". */
  designPreview?: DesignPreview;
}

function Suggestions() {
  const { t } = useTranslation('cart');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const articles = useQuery(catalogueQueries.articlesByTag(client, 'TOP_SALES', suggestionCount));
  if (!articles.isSuccess || articles.data.articles.length === 0) return null;
  return (
    <section aria-labelledby="cart-suggestions">
      <Stack space="medium">
        <Heading level={2} size="large" id="cart-suggestions">
          {t('empty.suggestions')}
        </Heading>
        <Columns columns={{ mobile: 2, tablet: 4 }} space="medium" as="ul">
          {articles.data.articles.map((article) => (
            <ArticleCard
              key={article.id}
              site={countrySite}
              article={article}
              href={articleHref(countrySite, article)}
            />
          ))}
        </Columns>
      </Stack>
    </section>
  );
}

/** What the cart page reads: the cart, and when it is empty what the shop places there (CART). */
export const cartData = screenData((_: object, { client, cached }) => {
  const cart = cartQueries.cart(client);
  return {
    cart,
    relatedContent:
      cached(cart.queryKey)?.cart.lines.length === 0
        ? catalogueQueries.relatedContent(client, 'CART')
        : undefined,
  };
});
type CartReads = ScreenResults<ReturnType<typeof cartData>>;

/**
 * The cart page body: lines, promotion code, totals and the way to the checkout; when empty, what
 * the shop places in the empty cart (placement CART) and the customers' favourites.
 */
export function CartScreen({ checkoutHref, onCartViewed, designPreview }: CartScreenProps) {
  const { t } = useTranslation('cart');
  const { cart, relatedContent } = useScreenData(cartData, {});
  const [announcement, setAnnouncement] = useState('');

  const viewedCart = useRef<number | null>(null);
  const data = cart.data?.cart;
  useEffect(() => {
    if (!data || !onCartViewed || viewedCart.current === data.id) return;
    viewedCart.current = data.id;
    onCartViewed(data.lines.map((line) => toCartLineAnalytics(data, line)));
  }, [data, onCartViewed]);

  return (
    <div className={styles.page}>
      <Heading level={1} size="xlarge" id="cart-title">
        {t('title')}
      </Heading>
      {/* Outside the cart's states, so that what the last removal says is still read out. */}
      {data ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>
      ) : null}
      <AsyncState
        read={cart}
        loading={{ shape: 'table', count: 2, space: 'large' }}
        texts={{ loading: t('loading'), error: t('loadError'), retry: t('retry') }}
        retryTone="neutral"
        isEmpty={({ cart: current }) => current.lines.length === 0}
        empty={<EmptyCart relatedContent={relatedContent} />}
      >
        {({ cart: current }) => (
          <CartContents
            cart={current}
            checkoutHref={checkoutHref}
            announce={setAnnouncement}
            designPreview={designPreview}
          />
        )}
      </AsyncState>
    </div>
  );
}

/** The empty cart: a way to the offers, what the shop places there and the favourites. */
function EmptyCart({ relatedContent }: { relatedContent: CartReads['relatedContent'] }) {
  const { t } = useTranslation('cart');
  const countrySite = useCountrySite();
  return (
    <>
      <EmptyState
        icon={CartIcon}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Link href={hrefOf(countrySite, 'offers')} weight="strong">
            {t('empty.browse')}
          </Link>
        }
      />
      <RelatedContent placement="CART" read={relatedContent} site={countrySite} />
      <Suggestions />
    </>
  );
}

interface CartContentsProps {
  cart: Cart;
  checkoutHref: string;
  /** Tells screen readers what a change did. */
  announce: (text: string) => void;
  designPreview?: DesignPreview;
}

/** A cart with lines: the lines, then the totals with the promotion code and the checkout. */
function CartContents({ cart: current, checkoutHref, announce, designPreview }: CartContentsProps) {
  const { t } = useTranslation('cart');
  const [updateFailed, setUpdateFailed] = useState(false);
  return (
    <>
      {updateFailed ? (
        <Alert tone="critical" onDismiss={() => setUpdateFailed(false)}>
          {t('updateError')}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <CartLines
          cart={current}
          announce={announce}
          designPreview={designPreview}
          onUpdate={() => setUpdateFailed(false)}
          onUpdateFailed={() => setUpdateFailed(true)}
        />
        <CartTotals cart={current} checkoutHref={checkoutHref} announce={announce} />
      </div>
    </>
  );
}

interface CartLinesProps {
  cart: Cart;
  announce: (text: string) => void;
  /** A change of quantity or a removal starts. */
  onUpdate: () => void;
  onUpdateFailed: () => void;
  designPreview?: DesignPreview;
}

/** The cart's lines, each with its quantity and removal, and a designed line's preview. */
function CartLines({
  cart: current,
  announce,
  onUpdate,
  onUpdateFailed,
  designPreview,
}: CartLinesProps) {
  const { t } = useTranslation('cart');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const { changeQuantity, removeLine } = useCartLineMutations(client);
  const busyLine = (lineId: number) =>
    (changeQuantity.isPending && changeQuantity.variables.lineId === lineId) ||
    (removeLine.isPending && removeLine.variables.lineId === lineId);
  return (
    <section aria-labelledby="cart-lines-title">
      <VisuallyHidden>
        <h2 id="cart-lines-title">{t('linesTitle', { count: current.item_count })}</h2>
      </VisuallyHidden>
      <ul className={styles.lines}>
        {current.lines.map((line) => (
          <li key={line.id}>
            <CartLine
              line={line}
              site={countrySite}
              busy={busyLine(line.id)}
              editHref={
                line.design_id !== null && line.design_editable
                  ? hrefOf(
                      countrySite,
                      'create',
                      { article_id: line.article_id },
                      { design: line.design_id },
                    )
                  : undefined
              }
              preview={
                line.design_id !== null && designPreview ? (
                  <CartDesignPreview
                    name={line.article_name}
                    articleId={line.article_id}
                    designId={line.design_id}
                    Preview={designPreview}
                  />
                ) : undefined
              }
              onQuantityChange={(quantity) => {
                onUpdate();
                changeQuantity.mutate(
                  { lineId: line.id, quantity },
                  {
                    onSuccess: () =>
                      announce(
                        t('announce.quantity', {
                          name: articleNameFor({ ...line, quantity }),
                          count: quantity,
                        }),
                      ),
                    onError: onUpdateFailed,
                  },
                );
              }}
              onRemove={() => {
                onUpdate();
                removeLine.mutate(
                  { lineId: line.id },
                  {
                    onSuccess: () =>
                      announce(t('announce.removed', { name: articleNameFor(line) })),
                    onError: onUpdateFailed,
                  },
                );
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The totals, the promotion code and the way to the checkout. */
function CartTotals({ cart: current, checkoutHref, announce }: CartContentsProps) {
  const { t } = useTranslation('cart');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const promotion = usePromotionCodeMutations(client);
  return (
    <CartSummary
      totals={current.totals}
      itemCount={current.item_count}
      promotionCode={current.promotion_code}
      site={countrySite}
    >
      <PromotionCodeForm
        appliedCode={current.promotion_code}
        removing={promotion.remove.isPending}
        onRemove={() =>
          promotion.remove.mutate(undefined, {
            onSuccess: () => announce(t('announce.codeRemoved')),
          })
        }
        onApply={async (code) => {
          try {
            await promotion.apply.mutateAsync(code);
            announce(t('announce.codeApplied', { code }));
            return true;
          } catch (error) {
            if (error instanceof PromotionCodeRefusedError) return false;
            throw error;
          }
        }}
      />
      <RouterAnchor
        href={checkoutHref}
        className={button({ tone: 'brand', variant: 'solid', size: 'large', fullWidth: true })}
      >
        {t('checkout')}
      </RouterAnchor>
    </CartSummary>
  );
}
