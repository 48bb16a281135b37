import { formatPrice } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../../features/data/CountrySiteContext.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { pageCountState, type DesignDoc, type Template } from '../../model/index.ts';
import * as editorStyles from '../Editor.css.ts';
import * as styles from '../Pages.css.ts';

/** A book's price for its pages: the base price plus each sheet beyond the fewest pages. */
function bookPrice(template: Template, doc: DesignDoc): number | null {
  const count = pageCountState(template, doc);
  if (!template.pricing || !count) return null;
  const total =
    template.pricing.base.amount + count.extraSheets * template.pricing.per_extra_sheet.amount;
  return Math.round(total * 100) / 100;
}

/** The price the book's page count makes, and what each sheet more costs, in the book's currency. */
export function BookPriceSummary({
  template,
  doc,
  sheetPages,
}: {
  template: Template;
  doc: DesignDoc;
  /** How many pages a sheet adds. */
  sheetPages: number;
}) {
  const { t } = useTranslation('constructor');
  const site = useCountrySite();
  const price = bookPrice(template, doc);
  const currency = template.pricing?.base.currency;
  const priceSite =
    currency === site.currency ? site : { ...site, currency: currency ?? site.currency };
  if (price === null || !template.pricing) return null;
  return (
    <div className={styles.summary}>
      <p className={styles.priceLine} data-testid="book-price">
        <span>{t('pages.price')}</span>
        <Price amount={price} site={priceSite} />
      </p>
      <p className={editorStyles.hint}>
        {t('pages.pricePerSheet', {
          pages: sheetPages,
          price: formatPrice(template.pricing.per_extra_sheet.amount, priceSite),
        })}
      </p>
    </div>
  );
}
