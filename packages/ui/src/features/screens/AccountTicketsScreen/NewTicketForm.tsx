import { fieldLimits, uploadImageTypes } from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountOrderQueries, defaultOrderFilters } from '../../data/orderQueries.ts';
import { ticketsQueryKey } from '../../data/ticketQueries.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import { MessageField } from '../../fragments/MessageField/MessageField.tsx';

/** Value of the order choice that means "not about an order". */
const noOrder = 'none';

const newTicketRules = () => import('./newTicketRules.ts').then((rules) => rules.newTicketSchema);

/** A photo sent with the ticket (of a damaged product), uploaded when the ticket is sent. */
function PhotoField({ onChange }: { onChange: (photo: File | null) => void }) {
  const { t } = useTranslation('tickets');
  return (
    <Field label={t('create.photo')} hint={t('create.photoHint')}>
      {({ labelId: _labelId, ...control }) => (
        <input
          {...control}
          type="file"
          accept={uploadImageTypes.join(',')}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}

export interface NewTicketFormProps {
  /** The ticket is open: the page shows where to follow it. */
  onCreated: (ticket: { id: number; subject: string }) => void;
}

/** Opens a ticket, about one of the customer's orders if they choose one, with a photo if they add one. */
export function NewTicketForm({ onCreated }: NewTicketFormProps) {
  const { t } = useTranslation('tickets');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const queryClient = useQueryClient();
  const apiErrorText = useApiErrorText();
  const [photo, setPhoto] = useState<File | null>(null);
  const orders = useQuery(accountOrderQueries.list(client, countrySite.brand, defaultOrderFilters));
  const form = useZodForm(newTicketRules, {
    defaultValues: { subject: '', body: '', order_number: noOrder },
  });
  return (
    <Form
      form={form}
      aria-label={t('create.title')}
      onSubmit={async (values) => {
        // The photo goes up first; the ticket carries its URL.
        const upload = photo ? await client.call('images.upload', { img: photo }) : undefined;
        const { ticket } = await client.call('tickets.create', {
          subject: values.subject,
          body: values.body,
          order_number: values.order_number === noOrder ? undefined : values.order_number,
          attachment_url: upload?.url,
          attachment_name: photo?.name,
          brand: countrySite.brand,
        });
        await queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
        form.reset();
        setPhoto(null);
        onCreated({ id: ticket.id, subject: ticket.subject });
      }}
      submitErrorMessage={(error) => apiErrorText(error) ?? t('create.failed')}
    >
      <Stack space="medium">
        <FormField control={form.control} name="order_number">
          {(field) => (
            <Select
              label={t('create.order')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={[
                { value: noOrder, label: t('create.noOrder') },
                ...(orders.data?.orders ?? []).map((order) => ({
                  value: order.number,
                  label: order.number,
                })),
              ]}
            />
          )}
        </FormField>
        <FormField control={form.control} name="subject">
          {(field) => (
            <TextField
              label={t('create.subject')}
              required
              {...field}
              limit={fieldLimits.ticketSubject}
            />
          )}
        </FormField>
        <FormField control={form.control} name="body">
          {(field) => (
            <MessageField
              label={t('create.message')}
              required
              rows={5}
              {...field}
              limit={fieldLimits.ticketMessage}
            />
          )}
        </FormField>
        <PhotoField onChange={setPhoto} />
        <div>
          <FormSubmit>{t('create.submit')}</FormSubmit>
        </div>
      </Stack>
    </Form>
  );
}
