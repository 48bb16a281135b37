import type { Address } from '@shop/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { newAddressChoice } from './addressRules.ts';
import { addressLines } from './addressLines.ts';
import type { AddressStepOutput, AddressStepValues } from './addressStepRules.ts';

/**
 * The logged-in customer's saved addresses to bill (and send) to, or "use a new address", which
 * shows the address form; what was typed there stays while the customer switches back and forth.
 */
export function SavedAddressChoice({ addresses }: { addresses: readonly Address[] }) {
  const { t } = useTranslation('checkout');
  const form = useFormContext<AddressStepValues, unknown, AddressStepOutput>();
  return (
    <FormField control={form.control} name="saved_address">
      {({ onChange, ...field }) => (
        <RadioGroup
          {...field}
          label={t('address.savedChoice')}
          variant="card"
          onValueChange={onChange}
          options={[
            ...addresses.map((address) => {
              const lines = addressLines(address);
              return {
                value: String(address.id),
                label: [lines.name, lines.company].filter(Boolean).join(' · '),
                description: `${lines.street}, ${lines.place}`,
                aside: address.is_default ? t('address.savedDefault') : undefined,
              };
            }),
            { value: newAddressChoice, label: t('address.useNew') },
          ]}
          required
        />
      )}
    </FormField>
  );
}
