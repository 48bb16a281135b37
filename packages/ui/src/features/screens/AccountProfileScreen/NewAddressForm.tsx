import { displayNames, fieldLimits } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { profileQueries } from '../../data/profileQueries.ts';
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
import type { NewAddress } from './newAddressRules.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const newAddressRules = () =>
  import('./newAddressRules.ts').then((rules) => rules.newAddressSchema);

/** "Add an address": a dialog with the address form; the list shows the new one once saved. */
export function NewAddressForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('checkout');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { country: siteCountry, locale } = useCountrySite();
  const [open, setOpen] = useState(false);
  const empty = {
    first_name: '',
    last_name: '',
    street: '',
    street_number: '',
    postcode: '',
    city: '',
    country: siteCountry,
    phone: '',
    is_default: false,
  };
  const form = useZodForm(newAddressRules, { defaultValues: empty });
  const create = useMutation({
    mutationFn: (values: NewAddress) =>
      client.call('customers.createAddress', {
        ...values,
        street_number: values.street_number === '' ? null : values.street_number,
      }),
    onSuccess: () => queryClient.invalidateQueries(profileQueries.addresses(client)),
  });
  const countryNames = displayNames(locale, 'region');
  const countries = [siteCountry, ...deliveryCountries.filter((code) => code !== siteCountry)];
  const country = form.watch('country');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(empty);
      }}
      title={t('addresses.addTitle')}
      trigger={<Button variant="soft">{t('addresses.add')}</Button>}
    >
      <Form
        form={form}
        aria-label={t('addresses.addTitle')}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync(values);
          } catch (error) {
            markRefusedFields(form, error, 'profile:fieldRefused');
            throw error;
          }
          setOpen(false);
          onAdded();
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
        <Inline space="small" align="right">
          <DialogClose>
            <Button variant="soft" tone="neutral">
              {t('addresses.cancel')}
            </Button>
          </DialogClose>
          <FormSubmit>{t('addresses.saveNew')}</FormSubmit>
        </Inline>
      </Form>
    </Dialog>
  );
}
