import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { apiRefusalOf } from '../../data/apiRefusal.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const passwordRules = () =>
  import('./passwordRules.ts').then((rules) => rules.passwordChangeSchema);

const emptyPasswords = { current_password: '', new_password: '', repeat_password: '' };

/** Changes the password, given the current one. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const form = useZodForm(passwordRules, { defaultValues: emptyPasswords });
  const [changed, setChanged] = useState(false);
  return (
    <Form
      form={form}
      aria-labelledby="profile-password-title"
      onSubmit={async (values) => {
        setChanged(false);
        try {
          await client.call('customers.changePassword', {
            current_password: values.current_password,
            new_password: values.new_password,
          });
        } catch (error) {
          if (apiRefusalOf(error)?.fields.current_password)
            form.setError(
              'current_password',
              { message: messageKey('profile:password.currentWrong') },
              { shouldFocus: true },
            );
          throw error;
        }
        form.reset(emptyPasswords);
        setChanged(true);
      }}
      submitErrorMessage={(error) => {
        const reason = apiErrorText(error);
        return reason ? t('saveFailed', { reason }) : undefined;
      }}
    >
      {changed ? <Alert tone="positive">{t('password.changed')}</Alert> : null}
      <FormField control={form.control} name="current_password">
        {(field) => (
          <TextField
            {...field}
            type="password"
            label={t('password.current')}
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      <FormField control={form.control} name="new_password">
        {(field) => (
          <TextField
            {...field}
            type="password"
            label={t('password.new')}
            hint={t('password.newHint')}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField control={form.control} name="repeat_password">
        {(field) => (
          <TextField
            {...field}
            type="password"
            label={t('password.repeat')}
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <div>
        <FormSubmit variant="soft">{t('password.save')}</FormSubmit>
      </div>
    </Form>
  );
}
