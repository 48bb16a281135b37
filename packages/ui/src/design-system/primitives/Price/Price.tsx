import { displayPrice, formatPrice, type PriceSite } from '@shop/domain';
import type { Ref } from 'react';
import { useDesignSystemLabels } from '../../provider/DesignSystemContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Price.css.ts';
import type { PriceSize } from './priceVariants.ts';

export interface PriceProps {
  amount: number;
  /** The country site's locale, currency and decimals rule (`priceDecimals`). */
  site: PriceSite;
  /** The price before a discount (outlet, promotion); shown struck through when higher. */
  originalAmount?: number;
  size?: PriceSize;
  /** The rendered element, for focus management and measuring. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A price as the shop shows it: through the domain's price rule (rounded up to whole units
 * unless the site enables decimals), in the site's currency and locale.
 */
export function Price({ ref, amount, site, originalAmount, size = 'medium' }: PriceProps) {
  const labels = useDesignSystemLabels();
  const discounted =
    originalAmount !== undefined &&
    displayPrice(originalAmount, site.priceDecimals) > displayPrice(amount, site.priceDecimals);
  return (
    <span ref={ref} className={styles.root({ size })}>
      {discounted ? (
        <s className={styles.original}>
          <VisuallyHidden>{`${labels.price.original}: `}</VisuallyHidden>
          {formatPrice(originalAmount, site)}
        </s>
      ) : null}
      <span className={discounted ? `${styles.current} ${styles.sale}` : styles.current}>
        {discounted ? <VisuallyHidden>{`${labels.price.current}: `}</VisuallyHidden> : null}
        {formatPrice(amount, site)}
      </span>
    </span>
  );
}
Price.displayName = 'Price';
