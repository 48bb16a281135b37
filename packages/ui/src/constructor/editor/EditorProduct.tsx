import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Price } from '../../design-system/primitives/Price/Price.tsx';
import { useApiClient } from '../../features/data/ApiClientProvider.tsx';
import { catalogueQueries } from '../../features/data/catalogueQueries.ts';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { designUnitPrice, pageCountState, type DesignDoc, type Template } from '../model/index.ts';
import * as styles from './EditorProduct.css.ts';

/**
 * What is being made and what it costs: the product's name, a book's pages and the price of one,
 * worked out from the design as it changes, the same the cart will charge for it.
 */
export function EditorProduct({
  articleId,
  template,
  doc,
}: {
  articleId: number;
  template: Template;
  doc: DesignDoc;
}) {
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const site = useCountrySite();
  // The name may come later than the editor, or not at all: the price does not wait for it.
  const { data } = useQuery(catalogueQueries.article(client, articleId));
  const pages = pageCountState(template, doc);
  const price = designUnitPrice(template, doc);
  return (
    <p className={styles.product} data-testid="editor-product">
      {data ? <span>{data.article.name}</span> : null}
      {pages ? <span>{t('product.pages', { count: pages.count })}</span> : null}
      {price ? (
        <span className={styles.price} data-testid="design-price">
          <Price
            amount={price.amount}
            site={price.currency === site.currency ? site : { ...site, currency: price.currency }}
          />
        </span>
      ) : null}
    </p>
  );
}
