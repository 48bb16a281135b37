import {
  type Carrier,
  type Pickpoint,
  type PriceSite,
  type ShipmentMode,
  type ShipmentOption,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import type { PickpointSearchStatus } from '../PickpointPicker/PickpointPicker.tsx';
import type { ShipmentStepValues } from './shipmentRules.ts';
import { ShipmentModeField, ShipmentOptionField } from './ShipmentChoiceFields.tsx';
import { ShipmentOptionsNotice } from './ShipmentOptionsNotice.tsx';
import { ShipmentPickpointField } from './ShipmentPickpointField.tsx';
import { useShipmentChoices } from './useShipmentChoices.tsx';
import { useShipmentForm } from './useShipmentForm.ts';

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
  const { shown, form } = useShipmentForm(options, carriers, defaultValues, onDraftChange);
  const mode = form.watch('mode');
  const optionId = form.watch('shipment_option_id');
  const ofMode = shown.filter((option) => option.mode === mode);
  const chosen = ofMode.find((option) => option.id === optionId);
  const pickpointCarrier = chosen?.requires_pickpoint ? chosen.carrier : null;
  const { modeChoices, optionChoices } = useShipmentChoices(ofMode, site);

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
      <ShipmentModeField
        control={form.control}
        choices={modeChoices}
        onModeChosen={(next) => {
          form.setValue('shipment_option_id', '');
          form.setValue('pickpoint_id', '');
          onOptionChange?.(undefined);
          onModeChange(next);
        }}
      />
      {optionsStatus !== 'success' || ofMode.length === 0 ? (
        <ShipmentOptionsNotice status={optionsStatus === 'success' ? 'none' : optionsStatus} />
      ) : (
        <ShipmentOptionField
          control={form.control}
          choices={optionChoices}
          onOptionChosen={(next) => {
            form.setValue('pickpoint_id', '');
            onOptionChange?.(ofMode.find((option) => option.id === next));
          }}
        />
      )}
      {pickpointCarrier ? (
        <ShipmentPickpointField
          control={form.control}
          carrier={pickpointCarrier}
          postcode={props.pickpointPostcode}
          country={props.pickpointCountry}
          onSearch={props.onPickpointSearch}
          pickpoints={props.pickpoints}
          status={props.pickpointStatus}
          locale={site.locale}
        />
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
