import type { CountrySite, ProductCategoryTag } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { PriceRangeFilter, TagFilter } from './SearchFilterFieldsets.tsx';

/** The filters of the search page (the query and the sort live apart). */
export interface SearchFilterValues {
  tags: readonly ProductCategoryTag[];
  family_id?: number;
  min_price?: number;
  max_price?: number;
}

export interface SearchFiltersProps {
  /** The filters in force; the form starts from them (give it a `key` of them to reset on change). */
  value: SearchFilterValues;
  /** How many results each tag leaves, from the search answer; tags without hits are not offered. */
  tagCounts: readonly { tag: ProductCategoryTag; count: number }[];
  /** Product families to narrow to. */
  families: readonly { id: number; name: string }[];
  /** The country site's currency, named by the price range. */
  currency: CountrySite['currency'];
  onApply: (value: SearchFilterValues) => void;
  onClear: () => void;
}

const anyFamily = 'any';

/** Parses a price the customer typed ("12", "12,5", "12.50"); undefined when blank, NaN when not a number. */
function parsePriceInput(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** Tags already chosen stay offered even when the current results carry none of them. */
function offeredTagsOf(
  tagCounts: SearchFiltersProps['tagCounts'],
  tags: readonly ProductCategoryTag[],
): SearchFiltersProps['tagCounts'] {
  return [
    ...tagCounts,
    ...tags
      .filter((tag) => !tagCounts.some((entry) => entry.tag === tag))
      .map((tag) => ({ tag, count: 0 })),
  ];
}

/** Narrow the search results by category tag, product family and price range. */
export function SearchFilters({
  value,
  tagCounts,
  families,
  currency,
  onApply,
  onClear,
}: SearchFiltersProps) {
  const { t } = useTranslation('catalogue');
  const [tags, setTags] = useState<readonly ProductCategoryTag[]>(value.tags);
  const [familyId, setFamilyId] = useState(
    value.family_id === undefined ? anyFamily : String(value.family_id),
  );
  const [minPrice, setMinPrice] = useState(
    value.min_price === undefined ? '' : String(value.min_price),
  );
  const [maxPrice, setMaxPrice] = useState(
    value.max_price === undefined ? '' : String(value.max_price),
  );
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const offeredTags = offeredTagsOf(tagCounts, tags);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = parsePriceInput(minPrice);
    const max = parsePriceInput(maxPrice);
    const nextErrors = {
      min: Number.isNaN(min) ? t('filters.priceInvalid') : undefined,
      max: Number.isNaN(max)
        ? t('filters.priceInvalid')
        : min !== undefined && max !== undefined && max < min
          ? t('filters.priceRange')
          : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.min || nextErrors.max) return;
    onApply({
      tags,
      ...(familyId === anyFamily ? {} : { family_id: Number(familyId) }),
      ...(min === undefined ? {} : { min_price: min }),
      ...(max === undefined ? {} : { max_price: max }),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('filters.title')}>
      <Stack space="large">
        {offeredTags.length > 0 ? (
          <TagFilter offeredTags={offeredTags} tags={tags} onTagsChange={setTags} />
        ) : null}
        <Select
          label={t('filters.family')}
          name="family_id"
          value={familyId}
          onValueChange={setFamilyId}
          options={[
            { value: anyFamily, label: t('filters.anyFamily') },
            ...families.map((family) => ({ value: String(family.id), label: family.name })),
          ]}
        />
        <PriceRangeFilter
          currency={currency}
          minPrice={minPrice}
          maxPrice={maxPrice}
          onMinPriceChange={setMinPrice}
          onMaxPriceChange={setMaxPrice}
          errors={errors}
        />
        <Inline space="small">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
