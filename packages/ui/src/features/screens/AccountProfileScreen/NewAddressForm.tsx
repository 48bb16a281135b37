import { displayNames, fieldLimits, type Address } from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../../data/addressMutations.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { addressName } from '../../fragments/AddressStep/addressLines.ts';
import { deliveryCountries, postcodeExamples } from '../../fragments/AddressStep/addressRules.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { markRefusedFields } from '../../data/refusedFields.ts';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Dialog, DialogClose } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
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

/**
 * "Add an address", or "Edit" of a saved `address`: a dialog with the address form (prefilled
 * when editing, with the same rules); the list shows the address as saved.
 */
export function NewAddressForm({ address, onSaved }: { address?: Address; onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('checkout');
  const apiErrorText = useApiErrorText();
  const { country: siteCountry, locale } = useCountrySite();
  const [open, setOpen] = useState(false);
  const empty = {
    first_name: '',
    last_name: '',
    street: '',
    street_number: '',
    additional: '',
    postcode: '',
    city: '',
    province: '',
    country: siteCountry,
    phone: '',
    is_default: false,
  };
  const initial = address ? formFieldsOf(address) : empty;
  const form = useZodForm(newAddressRules, { defaultValues: initial });
  const save = useSaveAddress();
  const title = address ? t('addresses.editTitle') : t('addresses.addTitle');
  const countryNames = displayNames(locale, 'region');
  const countries = [siteCountry, ...deliveryCountries.filter((code) => code !== siteCountry)];
  const country = form.watch('country');
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
          // The optional lines are saved as null when left empty.
          const optional = {
            street_number: values.street_number || null,
            additional: values.additional || null,
            province: values.province || null,
          };
          try {
            await save.mutateAsync(
              address
                ? { ...address, ...values, ...optional, address_id: address.id }
                : { ...values, ...optional },
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
        <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
          <FormField control={form.control} name="first_name">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.personName}
                label={tc('address.firstName')}
                autoComplete="given-name"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="last_name">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.personName}
                label={tc('address.lastName')}
                autoComplete="family-name"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="street">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.street}
                label={tc('address.street')}
                autoComplete="address-line1"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="street_number">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.streetNumber}
                label={tc('address.streetNumber')}
              />
            )}
          </FormField>
          <FormField control={form.control} name="additional">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.additionalAddressLine}
                label={tc('address.additional')}
                autoComplete="address-line2"
              />
            )}
          </FormField>
          <FormField control={form.control} name="postcode">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.postcode}
                label={tc('address.postcode')}
                hint={tc('address.postcodeHint', { example: postcodeExamples[country] ?? '' })}
                autoComplete="postal-code"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="city">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.city}
                label={tc('address.city')}
                autoComplete="address-level2"
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="province">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.province}
                label={tc('address.province')}
                autoComplete="address-level1"
              />
            )}
          </FormField>
          <FormField control={form.control} name="country">
            {({ value, onChange, ...field }) => (
              <Select
                {...field}
                label={tc('address.country')}
                value={value}
                onValueChange={onChange}
                options={countries.map((code) => ({
                  value: code,
                  label: countryNames.of(code) ?? code,
                }))}
                required
              />
            )}
          </FormField>
          <FormField control={form.control} name="phone">
            {(field) => (
              <TextField
                {...field}
                limit={fieldLimits.phone}
                type="tel"
                label={tc('address.phone')}
                autoComplete="tel"
                required
              />
            )}
          </FormField>
        </Columns>
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
