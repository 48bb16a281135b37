import {
  carrierNames,
  siteDates,
  priceSiteOf,
  shipmentModes,
  type Carrier,
  type Pickpoint,
  type PriceSite,
  type ShipmentMode,
  type ShipmentOption,
} from '@shop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftSync } from '../../../design-system/forms/useDraftSync.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import {
  PickpointPicker,
  type PickpointSearchStatus,
} from '../PickpointPicker/PickpointPicker.tsx';
import type { ShipmentStepValues } from './shipmentRules.ts';

export type { ShipmentStepValues } from './shipmentRules.ts';

export interface ShipmentStepResult {
  shipment_option_id: string;
  pickpoint_id?: string;
}

export type ShipmentOptionsStatus = 'loading' | 'error' | 'success';

export interface ShipmentStepProps {
  /** The options the API offers for the chosen mode's kind of delivery. */
  options: readonly ShipmentOption[];
  optionsStatus: ShipmentOptionsStatus;
  /** Carriers the country site works with; options of other carriers are not shown. */
  carriers: readonly Carrier[];
  site: Pick<PriceSite, 'locale' | 'priceDecimals'>;
  defaultValues?: Partial<ShipmentStepValues>;
  onDraftChange?: (values: Partial<ShipmentStepValues>) => void;
  /** The customer picked another way to receive the order: the screen fetches its options. */
  onModeChange: (mode: ShipmentMode) => void;
  /** The customer picked an option (the screen searches pickpoints of its carrier). */
  onOptionChange?: (option: ShipmentOption | undefined) => void;
  pickpoints: readonly Pickpoint[];
  pickpointStatus: PickpointSearchStatus;
  pickpointPostcode: string;
  /** The delivery country, whose postcodes the pickpoint search takes. */
  pickpointCountry: string;
  onPickpointSearch: (postcode: string) => void;
  onSubmit: (values: ShipmentStepResult) => Promise<void>;
  onBack: () => void;
}

/** "24 – 26 Nov" in the site's language: the days an option delivers between. */
function formatDeliveryWindow(locale: string, window: ShipmentOption['estimated_delivery']) {
  // Calendar days name the same day in every zone: the site's zone does not matter here.
  return siteDates({ locale, timeZone: 'UTC' }).calendarRange(window.from, window.to);
}

/** Checkout step 3: how the order travels (home, pickpoint, express courier, factory pickup), with prices and dates. */
export function ShipmentStep(props: ShipmentStepProps) {
  const {
    options,
    optionsStatus,
    carriers,
    site,
    defaultValues,
    onDraftChange,
    onModeChange,
    onOptionChange,
    onSubmit,
    onBack,
  } = props;
  const { t } = useTranslation('checkout');
  const shown = useMemo(
    () => options.filter((option) => option.carrier === null || carriers.includes(option.carrier)),
    [options, carriers],
  );
  // The rules depend on which options deliver to a pickpoint: other rules load when those change.
  const shipmentRules = () =>
    import('./shipmentRules.ts').then((rules) => rules.shipmentStepSchema(shown));
  const form = useZodForm(shipmentRules, {
    defaultValues: { mode: 'ADDRESS', shipment_option_id: '', pickpoint_id: '', ...defaultValues },
    rulesKey: shown
      .filter((option) => option.requires_pickpoint)
      .map((option) => option.id)
      .join(' '),
  });
  useDraftSync(form, onDraftChange);
  const mode = form.watch('mode');
  const optionId = form.watch('shipment_option_id');
  const ofMode = shown.filter((option) => option.mode === mode);
  const chosen = ofMode.find((option) => option.id === optionId);
  const pickpointCarrier = chosen?.requires_pickpoint ? chosen.carrier : null;

  return (
    <Form
      form={form}
      aria-labelledby="checkout-shipment-title"
      onSubmit={(values) =>
        onSubmit({
          shipment_option_id: values.shipment_option_id,
          ...(chosen?.requires_pickpoint ? { pickpoint_id: values.pickpoint_id } : {}),
        })
      }
    >
      <Heading level={2} size="large" id="checkout-shipment-title">
        {t('shipment.title')}
      </Heading>
      <FormField control={form.control} name="mode">
        {({ onChange, ...field }) => (
          <RadioGroup
            {...field}
            label={t('shipment.modeLabel')}
            variant="card"
            required
            options={shipmentModes.map((value) => ({
              value,
              label: t(`shipment.modes.${value}`),
              description: t(`shipment.modeDescriptions.${value}`),
            }))}
            onValueChange={(next) => {
              onChange(next);
              form.setValue('shipment_option_id', '');
              form.setValue('pickpoint_id', '');
              onOptionChange?.(undefined);
              onModeChange(next as ShipmentMode);
            }}
          />
        )}
      </FormField>
      {optionsStatus === 'loading' ? (
        <Stack space="small">
          <Skeleton shape="block" height="large" />
          <Skeleton shape="block" height="large" />
        </Stack>
      ) : optionsStatus === 'error' ? (
        <Alert tone="critical">{t('shipment.loadError')}</Alert>
      ) : ofMode.length === 0 ? (
        <Alert tone="caution">{t('shipment.none')}</Alert>
      ) : (
        <FormField control={form.control} name="shipment_option_id">
          {({ onChange, ...field }) => (
            <RadioGroup
              {...field}
              label={t('shipment.optionLabel')}
              variant="card"
              required
              options={ofMode.map((option) => ({
                value: option.id,
                label: option.carrier
                  ? `${t(`shipment.modes.${option.mode}`)} · ${carrierNames[option.carrier]}`
                  : t(`shipment.modes.${option.mode}`),
                description: t('shipment.delivery', {
                  dates: formatDeliveryWindow(site.locale, option.estimated_delivery),
                }),
                aside:
                  option.price.amount === 0 ? (
                    t('shipment.free')
                  ) : (
                    <Price amount={option.price.amount} site={priceSiteOf(site, option.price)} />
                  ),
              }))}
              onValueChange={(next) => {
                onChange(next);
                form.setValue('pickpoint_id', '');
                onOptionChange?.(ofMode.find((option) => option.id === next));
              }}
            />
          )}
        </FormField>
      )}
      {pickpointCarrier ? (
        <FormField control={form.control} name="pickpoint_id">
          {({ value, onChange, onBlur, ref, error }) => (
            <PickpointPicker
              ref={ref}
              carrierName={carrierNames[pickpointCarrier]}
              postcode={props.pickpointPostcode}
              country={props.pickpointCountry}
              onSearch={props.onPickpointSearch}
              pickpoints={props.pickpoints}
              status={props.pickpointStatus}
              value={value}
              onValueChange={onChange}
              onBlur={onBlur}
              error={error}
              locale={site.locale}
            />
          )}
        </FormField>
      ) : null}
      <Inline space="small" align="spaceBetween" alignY="center" wrap>
        <Button variant="ghost" tone="neutral" onClick={onBack}>
          {t('back')}
        </Button>
        <FormSubmit size="large">{t('shipment.submit')}</FormSubmit>
      </Inline>
    </Form>
  );
}
