import { formatPrice } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../../features/data/CountrySiteContext.tsx';
import type { Template } from '../../model/index.ts';
import * as editorStyles from '../Editor.css.ts';

/** What each sheet more adds to a book's price (the header shows the price itself). */
export function SheetPriceHint({
  template,
  sheetPages,
}: {
  template: Template;
  /** How many pages a sheet adds. */
  sheetPages: number;
}) {
  const { t } = useTranslation('constructor');
  const site = useCountrySite();
  const sheetPrice = template.pricing?.per_extra_sheet;
  if (!sheetPrice) return null;
  const priceSite =
    sheetPrice.currency === site.currency ? site : { ...site, currency: sheetPrice.currency };
  return (
    <p className={editorStyles.hint}>
      {t('pages.pricePerSheet', {
        pages: sheetPages,
        price: formatPrice(sheetPrice.amount, priceSite),
      })}
    </p>
  );
}
