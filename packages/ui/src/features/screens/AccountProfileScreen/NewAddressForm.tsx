import type { Address } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../../data/addressMutations.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { addressName } from '../../fragments/AddressStep/addressLines.ts';
import type { NewAddress } from './newAddressRules.ts';
import { AddressFields } from '../../fragments/AddressFields/AddressFields.tsx';
import { deliveryCountries } from '../../fragments/AddressStep/addressRules.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { markRefusedFields } from '../../data/refusedFields.ts';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Dialog, DialogClose } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const newAddressRules = () =>
  import('./newAddressRules.ts').then((rules) => rules.newAddressSchema);

/** The form's fields of a saved address; its company name, which the form does not show, is kept. */
const formFieldsOf = (address: Address) => ({
  first_name: address.first_name,
  last_name: address.last_name,
  street: address.street,
  street_number: address.street_number ?? '',
  additional: address.additional ?? '',
  postcode: address.postcode,
  city: address.city,
  province: address.province ?? '',
  country: address.country,
  phone: address.phone,
  is_default: address.is_default,
});

/** The form's fields of a new address, in the site's country. */
const emptyFields = (country: string) => ({
  first_name: '',
  last_name: '',
  street: '',
  street_number: '',
  additional: '',
  postcode: '',
  city: '',
  province: '',
  country,
  phone: '',
  is_default: false,
});

/** The optional lines are saved as null when left empty. */
const optionalLines = (values: NewAddress) => ({
  street_number: values.street_number || null,
  additional: values.additional || null,
  province: values.province || null,
});

/**
 * "Add an address", or "Edit" of a saved `address`: a dialog with the address form (prefilled
 * when editing, with the same rules); the list shows the address as saved.
 */
export function NewAddressForm({ address, onSaved }: { address?: Address; onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  const { country: siteCountry, locale } = useCountrySite();
  const [open, setOpen] = useState(false);
  const initial = address ? formFieldsOf(address) : emptyFields(siteCountry);
  const form = useZodForm(newAddressRules, { defaultValues: initial });
  const save = useSaveAddress();
  const title = address ? t('addresses.editTitle') : t('addresses.addTitle');
  const countries = [siteCountry, ...deliveryCountries.filter((code) => code !== siteCountry)];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(initial);
      }}
      title={title}
      trigger={
        address ? (
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            aria-label={t('addresses.editNamed', { address: addressName(address) })}
          >
            {t('addresses.edit')}
          </Button>
        ) : (
          <Button variant="soft">{t('addresses.add')}</Button>
        )
      }
    >
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          const saved = { ...values, ...optionalLines(values) };
          try {
            await save.mutateAsync(
              address ? { ...address, ...saved, address_id: address.id } : saved,
            );
          } catch (error) {
            markRefusedFields(form, error, 'profile:fieldRefused');
            throw error;
          }
          setOpen(false);
          onSaved();
        }}
        submitErrorMessage={(error) => {
          const reason = apiErrorText(error);
          return reason ? t('saveFailed', { reason }) : undefined;
        }}
      >
        <AddressFields control={form.control} countries={countries} locale={locale} compact />
        {/* The default stays the default: only another address can be made the default. */}
        {address?.is_default ? null : (
          <FormField control={form.control} name="is_default">
            {({ value, onChange, ...field }) => (
              <Checkbox
                {...field}
                checked={value}
                onCheckedChange={onChange}
                label={t('addresses.useAsDefault')}
              />
            )}
          </FormField>
        )}
        <Inline space="small" align="right">
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('addresses.cancel')}
            </Button>
          </DialogClose>
          <FormSubmit>{address ? t('addresses.saveChanges') : t('addresses.saveNew')}</FormSubmit>
        </Inline>
      </Form>
    </Dialog>
  );
}
