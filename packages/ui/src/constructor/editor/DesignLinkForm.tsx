import { fieldLimits } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../design-system/forms/Form.tsx';
import { FormField } from '../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../design-system/forms/useZodForm.ts';
import { Alert } from '../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../design-system/primitives/Button/Button.tsx';
import { DialogClose } from '../../design-system/primitives/Dialog/Dialog.tsx';
import { Stack } from '../../design-system/primitives/Stack/Stack.tsx';
import { TextField } from '../../design-system/primitives/TextField/TextField.tsx';
import { useApiClient } from '../../features/data/ApiClientProvider.tsx';
import { useCountrySite } from '../../features/data/CountrySiteContext.tsx';
import { markRefusedFields } from '../../features/data/refusedFields.ts';
import type { DesignLinkRequest } from './designLinkRules.ts';

const designLinkRules = () =>
  import('./designLinkRules.ts').then((rules) => rules.designLinkSchema);

/**
 * The e-mail form of "Send me a link"; once sent, what was sent where. It loads when the dialog
 * opens, so the editor does not carry the form's code for the customers who never ask.
 */
export function DesignLinkForm({ designId }: { designId: string }) {
  const { t } = useTranslation('constructor');
  const client = useApiClient();
  const { brand } = useCountrySite();
  const form = useZodForm(designLinkRules, { defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: ({ email }: DesignLinkRequest) =>
      client.call('designs.emailLink', { design_id: designId, brand, email }),
  });
  if (send.isSuccess)
    return (
      <Stack space="medium" align="left">
        <Alert tone="positive">{t('designLink.sent', { email: send.variables.email })}</Alert>
        <DialogClose>
          <Button variant="soft" tone="neutral">
            {t('designLink.done')}
          </Button>
        </DialogClose>
      </Stack>
    );
  return (
    <Form
      form={form}
      aria-label={t('designLink.title')}
      onSubmit={(values) =>
        send.mutateAsync(values).then(
          () => undefined,
          (error: unknown) => {
            // An address the API refused is marked on its field, like the form's own check.
            markRefusedFields(form, error, 'validation.email');
            throw error;
          },
        )
      }
      submitErrorMessage={() => t('designLink.failed')}
    >
      <FormField control={form.control} name="email">
        {(field) => (
          <TextField
            {...field}
            limit={fieldLimits.email}
            type="email"
            label={t('designLink.email')}
            autoComplete="email"
            required
          />
        )}
      </FormField>
      <FormSubmit>{t('designLink.send')}</FormSubmit>
    </Form>
  );
}
