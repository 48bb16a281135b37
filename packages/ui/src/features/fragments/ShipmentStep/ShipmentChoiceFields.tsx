import type { ShipmentMode } from '@shop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import type { ShipmentForm } from './useShipmentForm.ts';

type Choices = readonly { value: string; label: string; description: string; aside?: ReactNode }[];

interface ShipmentModeFieldProps {
  control: ShipmentForm['control'];
  choices: Choices;
  /** After the form took the new way to receive the order. */
  onModeChosen: (mode: ShipmentMode) => void;
}

/** The way to receive the order (home, pickpoint, express courier, factory pickup), as cards. */
export function ShipmentModeField({ control, choices, onModeChosen }: ShipmentModeFieldProps) {
  const { t } = useTranslation('checkout');
  return (
    <FormField control={control} name="mode">
      {({ onChange, ...field }) => (
        <RadioGroup
          {...field}
          label={t('shipment.modeLabel')}
          variant="card"
          required
          options={choices}
          onValueChange={(next) => {
            onChange(next);
            onModeChosen(next as ShipmentMode);
          }}
        />
      )}
    </FormField>
  );
}

interface ShipmentOptionFieldProps {
  control: ShipmentForm['control'];
  choices: Choices;
  /** After the form took the new option's id. */
  onOptionChosen: (optionId: string) => void;
}

/** The options of the chosen way, as cards with their carrier, dates and price. */
export function ShipmentOptionField({
  control,
  choices,
  onOptionChosen,
}: ShipmentOptionFieldProps) {
  const { t } = useTranslation('checkout');
  return (
    <FormField control={control} name="shipment_option_id">
      {({ onChange, ...field }) => (
        <RadioGroup
          {...field}
          label={t('shipment.optionLabel')}
          variant="card"
          required
          options={choices}
          onValueChange={(next) => {
            onChange(next);
            onOptionChosen(next);
          }}
        />
      )}
    </FormField>
  );
}
