import type { Address, AddressInput } from '@shop/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDraftSync } from '../../../design-system/forms/useDraftSync.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { AddressFields } from '../AddressFields/AddressFields.tsx';
import { newAddressChoice } from './addressRules.ts';
import { SavedAddressChoice } from './SavedAddressChoice.tsx';
import type { AddressValues, AddressStepOutput, AddressStepValues } from './addressStepRules.ts';

export type { AddressStepValues } from './addressStepRules.ts';
const addressStepRules = () =>
  import('./addressStepRules.ts').then((rules) => rules.addressStepSchema);

export const emptyAddress = (country: string): AddressValues => ({
  first_name: '',
  last_name: '',
  company_name: '',
  street: '',
  street_number: '',
  additional: '',
  postcode: '',
  city: '',
  province: '',
  country,
  phone: '',
});

/** The API's address from the form's fields (empty optional fields become null). */
function toAddressInput(address: AddressValues): AddressInput {
  const optional = (value: string) => (value === '' ? null : value);
  return {
    ...address,
    company_name: optional(address.company_name),
    street_number: optional(address.street_number),
    additional: optional(address.additional),
    province: optional(address.province),
  };
}

/** The form's fields from an address of the API. */
export function fromAddressInput(address: AddressInput): AddressValues {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    company_name: address.company_name ?? '',
    street: address.street,
    street_number: address.street_number ?? '',
    additional: address.additional ?? '',
    postcode: address.postcode,
    city: address.city,
    province: address.province ?? '',
    country: address.country,
    phone: address.phone,
  };
}

export interface AddressStepResult {
  billing: AddressInput;
  delivery: AddressInput;
}

export interface AddressStepProps {
  /** Countries the shop delivers to from this site (ISO codes); the first is the default. */
  countries: readonly string[];
  /** Locale for the countries' names. */
  locale: string;
  /** The logged-in customer's saved addresses to choose from; the default one is chosen first. */
  savedAddresses?: readonly Address[];
  defaultValues?: Partial<AddressStepValues>;
  onDraftChange?: (values: Partial<AddressStepValues>) => void;
  onSubmit: (values: AddressStepResult) => Promise<void>;
  onBack: () => void;
}

const addressTitleId = (prefix: 'billing' | 'delivery') => `checkout-address-${prefix}`;

function AddressFieldset({
  prefix,
  countries,
  locale,
}: {
  prefix: 'billing' | 'delivery';
  countries: readonly string[];
  locale: string;
}) {
  const form = useFormContext<AddressStepValues, unknown, AddressStepOutput>();
  // A named group, so a screen reader says whose "Street" it is when both addresses are shown.
  return (
    <div role="group" aria-labelledby={addressTitleId(prefix)}>
      <AddressFields control={form.control} group={prefix} countries={countries} locale={locale} />
    </div>
  );
}

/** Checkout step 2: billing address and delivery address (the same one unless the customer says otherwise). */
export function AddressStep({
  countries,
  locale,
  savedAddresses = [],
  defaultValues,
  onDraftChange,
  onSubmit,
  onBack,
}: AddressStepProps) {
  const { t } = useTranslation('checkout');
  const country = countries[0] ?? 'ES';
  const form = useZodForm(addressStepRules, {
    defaultValues: {
      saved_address: String(
        (savedAddresses.find((address) => address.is_default) ?? savedAddresses[0])?.id ??
          newAddressChoice,
      ),
      billing: emptyAddress(country),
      delivery_same: true,
      delivery: emptyAddress(country),
      ...defaultValues,
    },
  });
  useDraftSync(form, onDraftChange);
  const deliverySame = form.watch('delivery_same');
  const chosen = savedAddresses.find(
    (address) => String(address.id) === form.watch('saved_address'),
  );
  return (
    <Form
      form={form}
      aria-labelledby="checkout-address-title"
      onSubmit={(values) => {
        const billing = chosen ? fromAddressInput(chosen) : values.billing;
        return onSubmit({
          billing: toAddressInput(billing),
          delivery: toAddressInput(values.delivery_same ? billing : values.delivery),
        });
      }}
    >
      <Heading level={2} size="large" id="checkout-address-title">
        {t('address.title')}
      </Heading>
      <Heading level={3} size="medium" id={addressTitleId('billing')}>
        {t('address.billing')}
      </Heading>
      {savedAddresses.length > 0 ? <SavedAddressChoice addresses={savedAddresses} /> : null}
      {chosen ? null : <AddressFieldset prefix="billing" countries={countries} locale={locale} />}
      <FormField control={form.control} name="delivery_same">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            checked={value}
            onCheckedChange={onChange}
            label={t('address.deliverySame')}
          />
        )}
      </FormField>
      {deliverySame ? null : (
        <>
          <Heading level={3} size="medium" id={addressTitleId('delivery')}>
            {t('address.delivery')}
          </Heading>
          <AddressFieldset prefix="delivery" countries={countries} locale={locale} />
        </>
      )}
      <Inline space="small" align="spaceBetween" alignY="center" wrap>
        <Button variant="ghost" tone="neutral" onClick={onBack}>
          {t('back')}
        </Button>
        <FormSubmit size="large">{t('address.submit')}</FormSubmit>
      </Inline>
    </Form>
  );
}
