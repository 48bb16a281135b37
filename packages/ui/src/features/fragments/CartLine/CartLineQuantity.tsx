import type { CartLine as CartLineData } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../design-system/primitives/IconButton/IconButton.tsx';
import { MinusIcon, PlusIcon } from '../../../design-system/primitives/Icon/icons.ts';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CartLine.css.ts';

interface CartLineQuantityProps {
  line: Pick<CartLineData, 'article_name' | 'quantity'>;
  onQuantityChange: (quantity: number) => void;
  maxQuantity: number | undefined;
  busy: boolean;
}

/** A cart line's quantity between its "one less" and "one more" buttons. */
export function CartLineQuantity({
  line,
  onQuantityChange,
  maxQuantity,
  busy,
}: CartLineQuantityProps) {
  const { t } = useTranslation('cart');
  return (
    <div
      className={styles.quantity}
      role="group"
      aria-label={t('line.quantityOf', { name: line.article_name })}
    >
      <IconButton
        icon={MinusIcon}
        size="small"
        variant="soft"
        tone="neutral"
        label={t('line.decrease', { name: line.article_name })}
        disabled={busy || line.quantity <= 1}
        onClick={() => onQuantityChange(line.quantity - 1)}
      />
      <span className={styles.quantityValue}>
        <VisuallyHidden>{`${t('line.quantityLabel')}: `}</VisuallyHidden>
        {line.quantity}
      </span>
      <IconButton
        icon={PlusIcon}
        size="small"
        variant="soft"
        tone="neutral"
        label={t('line.increase', { name: line.article_name })}
        disabled={busy || (maxQuantity !== undefined && line.quantity >= maxQuantity)}
        onClick={() => onQuantityChange(line.quantity + 1)}
      />
    </div>
  );
}
