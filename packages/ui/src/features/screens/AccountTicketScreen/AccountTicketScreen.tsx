import { fieldLimits, hrefOf, siteDates, type Ticket } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useApiErrorText } from '../../data/apiErrorText.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountTicketQueries, ticketsQueryKey } from '../../data/ticketQueries.ts';
import { Form, FormSubmit } from '../../../design-system/forms/Form.tsx';
import { FormField } from '../../../design-system/forms/FormField.tsx';
import { useZodForm } from '../../../design-system/forms/useZodForm.ts';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { MessageField } from '../../fragments/MessageField/MessageField.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import * as styles from './AccountTicketScreen.css.ts';

export interface AccountTicketScreenProps {
  /** The ticket's id in the product API, from /accounts/tickets/:ticket_id. */
  ticketId: number;
}

const replyRules = () => import('./replyRules.ts').then((rules) => rules.replySchema);

function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('tickets');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { brand } = useCountrySite();
  const form = useZodForm(replyRules, { defaultValues: { body: '' } });
  const apiErrorText = useApiErrorText();
  return (
    <Form
      form={form}
      aria-label={t('thread.reply')}
      onSubmit={async ({ body }) => {
        const answer = await client.call('tickets.reply', { ticket_id: ticketId, body });
        queryClient.setQueryData(
          accountTicketQueries.ticket(client, brand, ticketId).queryKey,
          answer,
        );
        await queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, 'list'] });
        form.reset();
      }}
      submitErrorMessage={(error) => apiErrorText(error) ?? t('thread.replyFailed')}
    >
      <Stack space="medium">
        <FormField control={form.control} name="body">
          {(field) => (
            <MessageField
              label={t('thread.reply')}
              required
              rows={4}
              {...field}
              limit={fieldLimits.ticketMessage}
            />
          )}
        </FormField>
        <div>
          <FormSubmit>{t('thread.send')}</FormSubmit>
        </div>
      </Stack>
    </Form>
  );
}

/** What a ticket's page reads: the ticket with its messages. */
export const accountTicketData = screenData(
  ({ ticketId }: AccountTicketScreenProps, { client, countrySite }) => ({
    ticket: accountTicketQueries.ticket(client, countrySite.brand, ticketId),
  }),
);

/** The ticket's subject and state, its messages oldest first, and a reply unless it is archived. */
function TicketThread({ ticket: data }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const label = useVocabularyLabel();
  const countrySite = useCountrySite();
  const threadId = useId();
  const dates = siteDates(countrySite);
  return (
    <>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {data.subject}
        </Heading>
        <Inline space="small" alignY="center">
          <Badge tone={data.status === 'PENDING' ? 'caution' : 'neutral'}>
            {label('ticketStatuses', data.status)}
          </Badge>
          {data.order_number ? (
            <Text tone="muted">{t('thread.about', { number: data.order_number })}</Text>
          ) : null}
        </Inline>
      </Stack>
      <section aria-labelledby={threadId}>
        <Stack space="medium">
          <Heading level={2} size="medium" id={threadId}>
            {t('thread.title')}
          </Heading>
          <ol className={styles.thread}>
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={styles.message}
                data-author={message.author.toLowerCase()}
              >
                <Stack space="xsmall">
                  <Text size="small" tone="muted">
                    {t(`thread.author.${message.author}`)} ·{' '}
                    <time dateTime={message.created_at}>{dates.dayTime(message.created_at)}</time>
                  </Text>
                  <Text as="p">{message.body}</Text>
                  {message.attachments.map((attachment) => (
                    <Link key={attachment.url} href={attachment.url} newTab>
                      {t('thread.attachment', { name: attachment.name })}
                    </Link>
                  ))}
                </Stack>
              </li>
            ))}
          </ol>
        </Stack>
      </section>
      {data.status === 'ARCHIVED' ? (
        <Text tone="muted">{t('thread.archived')}</Text>
      ) : (
        <ReplyForm ticketId={data.id} />
      )}
    </>
  );
}

/** /accounts/tickets/:ticket_id: one ticket's conversation with customer service, and a reply. */
export function AccountTicketScreen({ ticketId }: AccountTicketScreenProps) {
  const { t } = useTranslation('tickets');
  const countrySite = useCountrySite();
  const { ticket } = useScreenData(accountTicketData, { ticketId });
  return (
    <div className={page}>
      <Link href={hrefOf(countrySite, 'accountsTickets')}>{t('thread.back')}</Link>
      <AsyncState
        read={ticket}
        loading={{ shape: 'table' }}
        texts={{ loading: t('thread.loading'), error: t('thread.error'), retry: t('list.retry') }}
      >
        {(data) => <TicketThread ticket={data.ticket} />}
      </AsyncState>
    </div>
  );
}
