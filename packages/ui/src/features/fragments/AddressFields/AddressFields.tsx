import { displayNames, fieldLimits } from '@shop/domain';
import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { postcodeExamples } from '../AddressStep/addressRules.ts';

/** The fields of an address, as every address form of the shop names them. */
interface AddressValues {
  first_name: string;
  last_name: string;
  company_name: string;
  street: string;
  street_number: string;
  additional: string;
  postcode: string;
  city: string;
  province: string;
  country: string;
  phone: string;
}

type AddressFieldName = keyof AddressValues;
type AddressTextName = Exclude<AddressFieldName, 'country'>;

export interface AddressFieldsProps<Values extends FieldValues, Output> {
  /**
   * `form.control` of a form whose values hold the address's fields, at the top or under `group`
   * (a `compact` form may leave `company_name` out).
   */
  control: Control<Values, unknown, Output>;
  /** The address's place in the form's values, when the form holds two. */
  group?: 'billing' | 'delivery';
  /** Countries to choose from (ISO codes). */
  countries: readonly string[];
  /** Locale for the countries' names. */
  locale: string;
  /**
   * In a dialog: every field two by two, without the company name and the phone's hint. The
   * checkout shows the company name and puts each part of the address on a row of its own.
   */
  compact?: boolean;
}

/**
 * The fields of an address: name, company, street, number and floor, postcode (with the country's
 * example), city, province, country and phone, each filled in by the browser (per address when a
 * form holds two).
 */
export function AddressFields<Values extends FieldValues, Output>({
  control,
  group,
  countries,
  locale,
  compact = false,
}: AddressFieldsProps<Values, Output>) {
  const { t } = useTranslation('checkout');
  // Any form with these string fields: react-hook-form cannot see them through the generic.
  const address = control as unknown as Control<AddressValues>;
  const at = (name: AddressFieldName) => (group ? `${group}.${name}` : name) as AddressFieldName;
  const country = useWatch({ control: address, name: at('country') });
  const countryNames = displayNames(locale, 'region');
  const text = (name: AddressTextName, hint?: string) => (
    <AddressText control={address} group={group} name={name} hint={hint} />
  );
  const fields: AddressFieldElements = {
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company_name'),
    street: text('street'),
    streetNumber: text('street_number'),
    additional: text('additional'),
    postcode: text(
      'postcode',
      t('address.postcodeHint', { example: postcodeExamples[country] ?? '' }),
    ),
    city: text('city'),
    province: text('province'),
    country: (
      <FormField control={address} name={at('country')}>
        {({ value, onChange, ...field }) => (
          <Select
            {...field}
            label={t('address.country')}
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
    ),
    phone: text('phone', compact ? undefined : t('address.phoneHint')),
  };
  return compact ? <CompactAddress {...fields} /> : <AddressRows {...fields} />;
}

/**
 * Each text field: its label, its limit in the domain's `fieldLimits`, what the browser fills in
 * (`autocomplete`) and whether it is required.
 */
const textFields = {
  first_name: { label: 'firstName', limit: 'personName', token: 'given-name', required: true },
  last_name: { label: 'lastName', limit: 'personName', token: 'family-name', required: true },
  company_name: { label: 'companyName', limit: 'companyName', token: 'organization' },
  street: { label: 'street', limit: 'street', token: 'address-line1', required: true },
  street_number: { label: 'streetNumber', limit: 'streetNumber' },
  additional: { label: 'additional', limit: 'additionalAddressLine', token: 'address-line2' },
  postcode: { label: 'postcode', limit: 'postcode', token: 'postal-code', required: true },
  city: { label: 'city', limit: 'city', token: 'address-level2', required: true },
  province: { label: 'province', limit: 'province', token: 'address-level1' },
  phone: { label: 'phone', limit: 'phone', token: 'tel', required: true, type: 'tel' },
} as const satisfies Record<
  AddressTextName,
  {
    label: string;
    limit: keyof typeof fieldLimits;
    token?: string;
    required?: true;
    type?: 'tel';
  }
>;

interface AddressTextProps {
  control: Control<AddressValues>;
  group: AddressFieldsProps<AddressValues, unknown>['group'];
  name: AddressTextName;
  hint: string | undefined;
}

/** One text field of the address. */
function AddressText({ control, group, name, hint }: AddressTextProps) {
  const { t } = useTranslation('checkout');
  const { label, limit, ...described } = textFields[name];
  const token = 'token' in described ? described.token : undefined;
  return (
    <FormField control={control} name={(group ? `${group}.${name}` : name) as AddressTextName}>
      {(field) => (
        <TextField
          {...field}
          limit={fieldLimits[limit]}
          type={'type' in described ? described.type : undefined}
          label={t(`address.${label}`)}
          hint={hint}
          autoComplete={token && (group ? `section-${group} ${token}` : token)}
          required={'required' in described ? described.required : undefined}
        />
      )}
    </FormField>
  );
}

type AddressFieldElements = Record<
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'street'
  | 'streetNumber'
  | 'additional'
  | 'postcode'
  | 'city'
  | 'province'
  | 'country'
  | 'phone',
  ReactNode
>;

/** The checkout's layout: the name, the company, the street, the town, then country and phone. */
function AddressRows(fields: AddressFieldElements) {
  return (
    <Stack space="medium">
      <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
        {fields.firstName}
        {fields.lastName}
      </Columns>
      {fields.company}
      <Columns columns={{ mobile: 1, tablet: 3 }} space="medium">
        {fields.street}
        {fields.streetNumber}
        {fields.additional}
      </Columns>
      <Columns columns={{ mobile: 1, tablet: 3 }} space="medium">
        {fields.postcode}
        {fields.city}
        {fields.province}
      </Columns>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
        {fields.country}
        {fields.phone}
      </Columns>
    </Stack>
  );
}

/** A dialog's layout: every field but the company name, two by two. */
function CompactAddress(fields: AddressFieldElements) {
  return (
    <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
      {fields.firstName}
      {fields.lastName}
      {fields.street}
      {fields.streetNumber}
      {fields.additional}
      {fields.postcode}
      {fields.city}
      {fields.province}
      {fields.country}
      {fields.phone}
    </Columns>
  );
}
