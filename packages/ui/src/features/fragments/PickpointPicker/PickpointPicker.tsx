import { numberFormat, type Pickpoint } from '@shop/domain';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import {
  RadioGroup,
  type RadioGroupHandle,
} from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';

export type PickpointSearchStatus = 'loading' | 'error' | 'success';

export interface PickpointPickerProps {
  /** The carrier's display name, e.g. "Correos". */
  carrierName: string;
  /** The postcode searched last. */
  postcode: string;
  /** Searches the carrier's pickpoints near a postcode. */
  onSearch: (postcode: string) => void;
  /** The delivery country (ISO code): only its postcodes are searched. */
  country: string;
  pickpoints: readonly Pickpoint[];
  status: PickpointSearchStatus;
  value: string | undefined;
  onValueChange: (pickpointId: string) => void;
  onBlur?: () => void;
  /** Translated validation error (nothing chosen). */
  error?: string;
  locale: string;
  ref?: Ref<RadioGroupHandle>;
}

/** The postcode field of the search: only the delivery country's postcodes are searched. */
function PostcodeSearch({
  carrierName,
  postcode,
  country,
  onSearch,
}: Pick<PickpointPickerProps, 'carrierName' | 'postcode' | 'country' | 'onSearch'>) {
  const { t } = useTranslation('checkout');
  const [query, setQuery] = useState(postcode);
  const [wrongPostcode, setWrongPostcode] = useState<string | null>(null);
  const search = async () => {
    const written = query.trim();
    if (written === '') return;
    // The carriers search only the country's own postcodes: say so before asking them. The
    // countries' postcode rules load with the first search, not with the checkout.
    const { isPostcodeOf } = await import('./postcodeRule.ts');
    const wrong = !isPostcodeOf(written, country);
    setWrongPostcode(wrong ? written : null);
    if (!wrong) onSearch(written);
  };
  return (
    <Inline space="small" alignY="bottom" wrap>
      <TextField
        label={t('pickpoint.searchLabel', { carrier: carrierName })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        error={
          wrongPostcode === null
            ? undefined
            : t('pickpoint.wrongPostcode', { postcode: wrongPostcode })
        }
        onKeyDown={(event) => {
          // Enter searches here instead of sending the whole step.
          if (event.key === 'Enter') {
            event.preventDefault();
            void search();
          }
        }}
        autoComplete="postal-code"
        inputMode="text"
      />
      <Button variant="soft" tone="neutral" onClick={() => void search()}>
        {t('pickpoint.search')}
      </Button>
    </Inline>
  );
}

/** A carrier's pickpoints near a postcode, nearest first: search by postcode, choose one. */
export function PickpointPicker({
  carrierName,
  postcode,
  onSearch,
  country,
  pickpoints,
  status,
  value,
  onValueChange,
  onBlur,
  error,
  locale,
  ref,
}: PickpointPickerProps) {
  const { t } = useTranslation('checkout');
  const distance = numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
  return (
    <Stack space="medium">
      <PostcodeSearch
        carrierName={carrierName}
        postcode={postcode}
        country={country}
        onSearch={onSearch}
      />
      <div role="status">
        {status === 'success' ? (
          <Text size="small" tone="muted">
            {t('pickpoint.found', { count: pickpoints.length, postcode })}
          </Text>
        ) : null}
      </div>
      {status === 'loading' ? (
        <Stack space="small">
          <Skeleton shape="block" height="large" />
          <Skeleton shape="block" height="large" />
        </Stack>
      ) : status === 'error' ? (
        <Alert tone="critical">{t('pickpoint.loadError')}</Alert>
      ) : pickpoints.length === 0 ? (
        <Alert tone="caution">{t('pickpoint.none')}</Alert>
      ) : (
        <RadioGroup
          ref={ref}
          label={t('pickpoint.label', { carrier: carrierName })}
          variant="card"
          required
          value={value ?? ''}
          onValueChange={onValueChange}
          onBlur={onBlur}
          error={error}
          options={pickpoints.map((pickpoint) => ({
            value: pickpoint.id,
            label: pickpoint.name,
            description: `${pickpoint.street}, ${pickpoint.postcode} ${pickpoint.city}`,
            aside: distance.format(pickpoint.distance_m / 1000),
          }))}
        />
      )}
    </Stack>
  );
}
