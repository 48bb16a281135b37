import { type Customer, customerTypes, fieldLimits } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { profileQueries } from '../../data/profileQueries.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { markRefusedFields } from '../../data/refusedFields.ts';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Checkbox } from '../../../design-system/primitives/Checkbox/Checkbox.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { DateInput } from '../../../design-system/primitives/DateInput/DateInput.tsx';
import { RadioGroup } from '../../../design-system/primitives/RadioGroup/RadioGroup.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';
import { NameFields } from '../../fragments/NameFields/NameFields.tsx';
import { PhoneField } from '../../fragments/ContactFields/ContactFields.tsx';
import { personalDataOf, profileUpdateOf } from './personalData.ts';
import type { PersonalData, PersonalDataValues } from './personalDataSchema.ts';
import { useApiErrorText } from '../../data/apiErrorText.ts';

export interface PersonalDataFormProps {
  customer: Customer;
  onSaved?: (customer: Customer) => void;
}

/** Name, e-mail (read only), phone, birthdate (18 or older), person or company, newsletter. */
export function PersonalDataForm({ customer, onSaved }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  const { timeZone } = useCountrySite();
  const form = useZodForm(
    () => import('./personalDataSchema.ts').then((rules) => rules.personalDataSchema({ timeZone })),
    { defaultValues: personalDataOf(customer), rulesKey: timeZone },
  );
  const toast = useToast();
  const save = useSaveProfile(onSaved);
  const customerType = form.watch('customer_type');
  return (
    <Form
      form={form}
      aria-labelledby="profile-personal-title"
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(profileUpdateOf(values));
        } catch (error) {
          markRefusedFields(form, error, 'profile:fieldRefused');
          throw error;
        }
        // What was saved becomes the form's baseline.
        form.reset(values);
        // The form stays as saved: a notification says so, wherever the customer scrolled.
        toast.show({ tone: 'positive', title: t('personal.saved') });
      }}
      submitErrorMessage={(error) => {
        const reason = apiErrorText(error);
        return reason ? t('saveFailed', { reason }) : undefined;
      }}
    >
      <TextField
        label={t('personal.email')}
        hint={t('personal.emailHint')}
        type="email"
        value={customer.email}
        readOnly
      />
      <CustomerTypeChoice control={form.control} />
      <NameFields control={form.control} />
      {customerType === 'COMPANY' ? <CompanyFields control={form.control} /> : null}
      <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
        <PhoneField control={form.control} label={t('personal.phone')} />
        <FormField control={form.control} name="birthdate">
          {(field) => (
            <DateInput
              {...field}
              label={t('personal.birthdate')}
              hint={t('personal.birthdateHint')}
            />
          )}
        </FormField>
      </Columns>
      <FormField control={form.control} name="newsletter">
        {({ value, onChange, ...field }) => (
          <Checkbox
            {...field}
            checked={value}
            onCheckedChange={onChange}
            label={t('personal.newsletter')}
          />
        )}
      </FormField>
      <div>
        <FormSubmit>{t('personal.save')}</FormSubmit>
      </div>
    </Form>
  );
}

/** Saves the profile, and keeps the page's profile read as saved. */
function useSaveProfile(onSaved: PersonalDataFormProps['onSaved']) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ReturnType<typeof profileUpdateOf>) =>
      client.call('customers.updateProfile', update),
    onSuccess: (result) => {
      queryClient.setQueryData(profileQueries.profile(client).queryKey, result);
      onSaved?.(result.customer);
    },
  });
}

type PersonalDataControl = Control<PersonalDataValues, unknown, PersonalData>;

/** A person or a company. */
function CustomerTypeChoice({ control }: { control: PersonalDataControl }) {
  const { t } = useTranslation('profile');
  const label = useVocabularyLabel();
  return (
    <FormField control={control} name="customer_type">
      {({ onChange, ...field }) => (
        <RadioGroup
          {...field}
          label={t('personal.customerType')}
          orientation="horizontal"
          options={customerTypes.map((type) => ({
            value: type,
            label: label('customerTypes', type),
          }))}
          onValueChange={onChange}
          required
        />
      )}
    </FormField>
  );
}

/** A company's name and tax id, both required. */
function CompanyFields({ control }: { control: PersonalDataControl }) {
  const { t } = useTranslation('profile');
  return (
    <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
      <FormField control={control} name="company_name">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.companyName}
            label={t('personal.companyName')}
            autoComplete="organization"
            required
          />
        )}
      </FormField>
      <FormField control={control} name="tax_id">
        {(field) => (
          <TextField {...field} limit={fieldLimits.taxId} label={t('personal.taxId')} required />
        )}
      </FormField>
    </Columns>
  );
}
