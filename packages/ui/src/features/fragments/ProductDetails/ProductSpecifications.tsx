import type { Article } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import {
  specificationName,
  specificationRow,
  specificationValue,
  specifications,
} from './ProductDetails.css.ts';

export interface ProductSpecificationsProps {
  article: Pick<Article, 'specifications' | 'production_days' | 'delivery_days'>;
}

/** What the product comes in and is made of, and how long it takes to make and to deliver. */
export function ProductSpecifications({ article }: ProductSpecificationsProps) {
  const { t } = useTranslation('catalogue');
  const label = useVocabularyLabel();
  const rows = [
    ...article.specifications.map(({ kind, values }) => ({
      name: label('specificationKinds', kind),
      value: values.join(' · '),
    })),
    {
      name: t('product.productionTime'),
      value: t('product.productionDays', { count: article.production_days }),
    },
    {
      name: t('product.deliveryTime'),
      value: t('product.deliveryDays', article.delivery_days),
    },
  ];
  return (
    <dl className={specifications}>
      {rows.map(({ name, value }) => (
        <div key={name} className={specificationRow}>
          <dt className={specificationName}>{name}</dt>
          <dd className={specificationValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
