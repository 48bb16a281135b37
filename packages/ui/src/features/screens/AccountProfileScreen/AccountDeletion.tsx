import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { apiRefusalOf } from '../../data/apiRefusal.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { messageKey } from '../../../design-system/forms/zodMessages.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../design-system/primitives/Dialog/Dialog.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';

const deletionRules = () => import('./deletionRules.ts').then((rules) => rules.deletionSchema);

/** A request to delete the account, confirmed with the password in a dialog. */
export function AccountDeletion() {
  const { t } = useTranslation('profile');
  const apiErrorText = useApiErrorText();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const form = useZodForm(deletionRules, { defaultValues: { password: '' } });

  if (requested) return <Alert tone="info">{t('deletion.requested')}</Alert>;
  return (
    <>
      <Text as="p">{t('deletion.lead')}</Text>
      <div>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) form.reset({ password: '' });
          }}
          title={t('deletion.dialogTitle')}
          description={t('deletion.dialogDescription')}
          trigger={
            <Button tone="critical" variant="soft">
              {t('deletion.request')}
            </Button>
          }
        >
          <Form
            form={form}
            aria-label={t('deletion.dialogTitle')}
            onSubmit={async (values) => {
              try {
                await client.call('customers.requestDeletion', values);
              } catch (error) {
                if (apiRefusalOf(error)?.fields.password)
                  form.setError(
                    'password',
                    { message: messageKey('profile:deletion.passwordWrong') },
                    { shouldFocus: true },
                  );
                throw error;
              }
              setOpen(false);
              setRequested(true);
            }}
            submitErrorMessage={(error) => {
              const reason = apiErrorText(error);
              return reason ? t('saveFailed', { reason }) : undefined;
            }}
          >
            <FormField control={form.control} name="password">
              {(field) => (
                <TextField
                  {...field}
                  type="password"
                  label={t('deletion.password')}
                  autoComplete="current-password"
                  required
                />
              )}
            </FormField>
            <Inline space="small" align="right">
              <DialogClose>
                <Button variant="soft" tone="neutral">
                  {t('deletion.cancel')}
                </Button>
              </DialogClose>
              <FormSubmit tone="critical">{t('deletion.confirm')}</FormSubmit>
            </Inline>
          </Form>
        </Dialog>
      </div>
    </>
  );
}
