import { priceSiteOf, type Cart, type PriceSite } from '@shop/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import * as styles from './CartSummary.css.ts';

export interface CartSummaryProps {
  totals: Cart['totals'];
  itemCount: number;
  promotionCode: string | null;
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  /** Heading level of the summary's title in the page's outline. */
  headingLevel?: 2 | 3;
  /** Below the totals: the promotion code form, the checkout button. */
  children?: ReactNode;
}

/** The cart's totals: subtotal, discount of the promotion code, shipping (or its estimate) and total. */
export function CartSummary({
  totals,
  itemCount,
  promotionCode,
  site,
  headingLevel = 2,
  children,
}: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const priceSite = priceSiteOf(site, totals.total);
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="medium" id={titleId}>
        {t('summary.title')}
      </Heading>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt className={styles.term}>{t('summary.subtotal', { count: itemCount })}</dt>
          <dd className={styles.value}>
            <Price amount={totals.subtotal.amount} site={priceSite} />
          </dd>
        </div>
        {totals.discount.amount > 0 ? (
          <div className={styles.row}>
            <dt className={styles.term}>
              {promotionCode
                ? t('summary.discountWithCode', { code: promotionCode })
                : t('summary.discount')}
            </dt>
            <dd className={styles.value}>
              <Text tone="positive" weight="strong">
                −<Price amount={totals.discount.amount} site={priceSite} />
              </Text>
            </dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt className={styles.term}>{t('summary.shipping')}</dt>
          <dd className={styles.value}>
            {totals.shipping ? (
              totals.shipping.amount === 0 ? (
                <Text tone="positive" weight="strong">
                  {t('summary.freeShipping')}
                </Text>
              ) : (
                <Price amount={totals.shipping.amount} site={priceSite} />
              )
            ) : (
              <Text tone="muted" size="small">
                {t('summary.shippingEstimate')}
              </Text>
            )}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt className={styles.term}>{t('summary.total')}</dt>
          <dd className={styles.value}>
            <Price amount={totals.total.amount} site={priceSite} size="large" />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
