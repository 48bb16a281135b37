import {
  siteDates,
  hrefOf,
  ticketStatuses,
  type TicketStatus,
  type TicketSummary,
} from '@shop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountTicketQueries, type AccountTicketFilters } from '../../data/ticketQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Tabs } from '../../../design-system/primitives/Tabs/Tabs.tsx';
import { page } from '../screens.css.ts';
import { NewTicketForm } from './NewTicketForm.tsx';

export interface AccountTicketsScreenProps {
  /** Status tab and page, as the URL gives them. */
  filters: AccountTicketFilters;
  /** The storefront puts the next filters in the URL (`navigate(hrefOf(...))`). */
  onFiltersChange: (next: AccountTicketFilters) => void;
}

/** What the tickets page reads: the tickets of the status tab and page the URL names. */
export const accountTicketsData = screenData(
  ({ filters }: { filters: AccountTicketFilters }, { client, countrySite }) => ({
    tickets: accountTicketQueries.list(client, countrySite.brand, filters),
  }),
);

function TicketList({ filters, onFiltersChange }: AccountTicketsScreenProps) {
  const { t } = useTranslation('tickets');
  const countrySite = useCountrySite();
  const { tickets } = useScreenData(accountTicketsData, { filters });
  const dates = siteDates(countrySite);
  return (
    <AsyncState
      read={tickets}
      loading={{ shape: 'table' }}
      texts={{ loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') }}
      isEmpty={(data) => data.tickets.length === 0}
      empty={<EmptyState title={t(`list.empty.${filters.status}`)} headingLevel={2} />}
    >
      {({ tickets: rows, pagination }) => (
        <Stack space="medium">
          <Table<TicketSummary>
            caption={t('list.caption')}
            rows={rows}
            rowKey={(ticket) => String(ticket.id)}
            columns={[
              {
                key: 'subject',
                header: t('list.subject'),
                cell: (ticket) => (
                  <Link href={hrefOf(countrySite, 'accountsTicket', { ticket_id: ticket.id })}>
                    {ticket.subject}
                  </Link>
                ),
              },
              {
                key: 'order',
                header: t('list.order'),
                cell: (ticket) => ticket.order_number ?? '–',
              },
              {
                key: 'updated',
                header: t('list.updated'),
                align: 'end',
                cell: (ticket) => dates.day(ticket.updated_at),
              },
            ]}
          />
          {pagination.total_pages > 1 ? (
            <Pagination
              label={t('list.pages')}
              page={pagination.page}
              pageCount={pagination.total_pages}
              onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
            />
          ) : null}
        </Stack>
      )}
    </AsyncState>
  );
}

/** /accounts/tickets: the customer's tickets by status, and a form to open a new one. */
export function AccountTicketsScreen({ filters, onFiltersChange }: AccountTicketsScreenProps) {
  const { t } = useTranslation('tickets');
  const label = useVocabularyLabel();
  const countrySite = useCountrySite();
  const [created, setCreated] = useState<{ id: number; subject: string } | null>(null);
  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('list.title')}
      </Heading>
      <Tabs
        label={t('list.statuses')}
        value={filters.status}
        onValueChange={(status) => onFiltersChange({ status: status as TicketStatus, page: 1 })}
        items={ticketStatuses.map((status) => ({
          value: status,
          label: label('ticketStatuses', status),
          content:
            status === filters.status ? (
              <TicketList filters={filters} onFiltersChange={onFiltersChange} />
            ) : null,
        }))}
      />
      <section aria-labelledby="new-ticket-title">
        <Stack space="medium">
          <Heading level={2} size="large" id="new-ticket-title">
            {t('create.title')}
          </Heading>
          {created ? (
            <Alert
              tone="positive"
              action={
                <Link href={hrefOf(countrySite, 'accountsTicket', { ticket_id: created.id })}>
                  {t('create.open')}
                </Link>
              }
            >
              {t('create.created', { subject: created.subject })}
            </Alert>
          ) : null}
          <NewTicketForm onCreated={setCreated} />
        </Stack>
      </section>
    </div>
  );
}
