import type { CountrySite, ProductCategoryTag } from '@shop/domain';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { fieldset, legend, priceRange } from './SearchFilters.css.ts';

interface TagFilterProps {
  /** The tags to offer, with how many results each leaves. */
  offeredTags: readonly { tag: ProductCategoryTag; count: number }[];
  tags: readonly ProductCategoryTag[];
  onTagsChange: Dispatch<SetStateAction<readonly ProductCategoryTag[]>>;
}

/** The category tags, each with its count of results. */
export function TagFilter({ offeredTags, tags, onTagsChange }: TagFilterProps) {
  const { t } = useTranslation('catalogue');
  const { t: tGeneral } = useTranslation('general');
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t('filters.tags')}</legend>
      {offeredTags.map(({ tag, count }) => (
        <Checkbox
          key={tag}
          name="tags"
          value={tag}
          label={t('filters.tagWithCount', {
            tag: tGeneral(`enums.productCategoryTags.${tag}`),
            count,
          })}
          checked={tags.includes(tag)}
          onCheckedChange={(checked) =>
            onTagsChange((current) =>
              checked ? [...current, tag] : current.filter((candidate) => candidate !== tag),
            )
          }
        />
      ))}
    </fieldset>
  );
}

interface PriceRangeFilterProps {
  currency: CountrySite['currency'];
  minPrice: string;
  maxPrice: string;
  onMinPriceChange: (text: string) => void;
  onMaxPriceChange: (text: string) => void;
  errors: { min?: string; max?: string };
}

/** The lowest and highest price, as typed. */
export function PriceRangeFilter({
  currency,
  minPrice,
  maxPrice,
  onMinPriceChange,
  onMaxPriceChange,
  errors,
}: PriceRangeFilterProps) {
  const { t } = useTranslation('catalogue');
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t('filters.price', { currency })}</legend>
      <div className={priceRange}>
        <TextField
          label={t('filters.minPrice')}
          name="min_price"
          inputMode="decimal"
          value={minPrice}
          onChange={(event) => onMinPriceChange(event.target.value)}
          error={errors.min}
        />
        <TextField
          label={t('filters.maxPrice')}
          name="max_price"
          inputMode="decimal"
          value={maxPrice}
          onChange={(event) => onMaxPriceChange(event.target.value)}
          error={errors.max}
        />
      </div>
    </fieldset>
  );
}
