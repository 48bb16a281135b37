import { previewSourcesOf, priceSiteOf, type Money, type PriceSite } from '@shop/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import * as styles from './OrderSummary.css.ts';

export interface OrderSummaryLine {
  id: number;
  article_name: string;
  /** Plural name of the article; the singular is used for everything when left out. */
  article_name_plural?: string;
  quantity: number;
  total: Money;
  url_preview: string;
}

export interface OrderSummaryProps {
  lines: readonly OrderSummaryLine[];
  totals: { subtotal: Money; discount: Money; shipping: Money | null; total: Money };
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  headingLevel?: 2 | 3;
  /** Extra rows under the totals: delivery, payment method. */
  children?: ReactNode;
}

/** A compact order: lines with quantity and price, then subtotal, discount, shipping and total. */
export function OrderSummary({
  lines,
  totals,
  site,
  headingLevel = 2,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const priceSite = priceSiteOf(site, totals.total);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <Heading level={headingLevel} size="medium" id={titleId}>
        {t('summary.title')}
      </Heading>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <Image
              sources={previewSourcesOf(line.url_preview)}
              sizes="3rem"
              decorative
              aspectRatio="1:1"
              fit="contain"
              rounded
            />
            <Text size="small">
              <span className={styles.lineName}>
                {t('summary.line', {
                  quantity: line.quantity,
                  name:
                    line.quantity === 1
                      ? line.article_name
                      : (line.article_name_plural ?? line.article_name),
                })}
              </span>
            </Text>
            <Price amount={line.total.amount} site={priceSite} size="small" />
          </li>
        ))}
      </ul>
      <dl className={styles.rows}>
        <dt className={styles.term}>{t('summary.subtotal')}</dt>
        <dd className={styles.value}>
          <Price amount={totals.subtotal.amount} site={priceSite} />
        </dd>
        {totals.discount.amount > 0 ? (
          <>
            <dt className={styles.term}>{t('summary.discount')}</dt>
            <dd className={styles.value}>
              −<Price amount={totals.discount.amount} site={priceSite} />
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('summary.shipping')}</dt>
        <dd className={styles.value}>
          {totals.shipping ? (
            <Price amount={totals.shipping.amount} site={priceSite} />
          ) : (
            t('summary.shippingPending')
          )}
        </dd>
        <dt className={`${styles.term} ${styles.total}`}>{t('summary.total')}</dt>
        <dd className={`${styles.value} ${styles.total}`}>
          <Price amount={totals.total.amount} site={priceSite} size="large" />
        </dd>
      </dl>
      {children}
    </section>
  );
}
