import {
  previewSourcesOf,
  priceSiteOf,
  type CartLine as CartLineData,
  type PriceSite,
} from '@shop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import * as styles from './CartLine.css.ts';
import { CartLineQuantity } from './CartLineQuantity.tsx';

export interface CartLineProps {
  line: CartLineData;
  /** The country site's locale and price rules. */
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  /** Asks for a new quantity (never below 1: removing is `onRemove`). */
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Largest quantity the article allows, when known. */
  maxQuantity?: number;
  /** A change of this line is on its way to the API. */
  busy?: boolean;
  /** Where the line's design opens in the editor, for a designed article ("edit design"). */
  editHref?: string;
  /** Shows the line's design whole, as it will arrive (a "Preview" button and its dialog). */
  preview?: ReactNode;
}

/** The article's name in the singular or the plural the API gives, by quantity. */
export function articleNameFor(
  line: Pick<CartLineData, 'article_name' | 'article_name_plural' | 'quantity'>,
) {
  return line.quantity === 1 ? line.article_name : line.article_name_plural;
}

/** One cart line: design preview, article name, unit price, quantity and removal. */
export function CartLine({
  line,
  site,
  onQuantityChange,
  onRemove,
  maxQuantity,
  busy = false,
  editHref,
  preview,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const name = articleNameFor(line);
  const priceSite = priceSiteOf(site, line.unit_price);
  return (
    <article className={styles.line} aria-label={name}>
      <Image
        sources={previewSourcesOf(line.url_preview)}
        alt={t('line.preview', { name: line.article_name })}
        sizes="(min-width: 768px) 7rem, 6rem"
        aspectRatio="1:1"
        fit="contain"
        rounded
      />
      <div className={styles.details}>
        <Text weight="strong" as="p">
          <span className={styles.name}>{name}</span>
        </Text>
        <Text tone="muted" size="small" as="p">
          {t('line.unitPrice')}{' '}
          <Price amount={line.unit_price.amount} site={priceSite} size="small" />
        </Text>
        {editHref ? (
          <Link
            href={editHref}
            weight="strong"
            aria-label={t('line.editDesignOf', { name: line.article_name })}
          >
            {t('line.editDesign')}
          </Link>
        ) : null}
        {preview}
        <div className={styles.actions}>
          <CartLineQuantity
            line={line}
            onQuantityChange={onQuantityChange}
            maxQuantity={maxQuantity}
            busy={busy}
          />
          <Button
            variant="ghost"
            tone="critical"
            size="small"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('line.removeNamed', { name: line.article_name })}
          >
            {t('line.remove')}
          </Button>
        </div>
      </div>
      <div className={styles.total}>
        <Text size="small" tone="muted">
          {t('line.total')}
        </Text>
        <Price amount={line.total.amount} site={priceSite} size="medium" />
      </div>
    </article>
  );
}
