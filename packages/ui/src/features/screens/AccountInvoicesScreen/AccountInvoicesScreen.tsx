import {
  dateFilters,
  siteDateTimeFormat,
  triStateFilters,
  type DateFilter,
  type Invoice,
  type TriStateFilter,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { foticosQueries, type InvoiceFilters } from '../../data/foticosQueries.ts';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page as pageClass } from '../screens.css.ts';
import { filters as filtersClass } from './AccountInvoicesScreen.css.ts';
import { formatAmount } from './foticosFormat.ts';
import { LoadingPlace } from '../LoadingPlace.tsx';

export interface AccountInvoicesScreenProps {
  /** Period, paid state and page, parsed from the URL. */
  filters: InvoiceFilters;
  /** The customer changed a filter or the page: the route puts it in the URL. */
  onFiltersChange: (next: InvoiceFilters) => void;
}

const statusTone = { PAID: 'positive', PENDING: 'caution', CANCELED: 'neutral' } as const;

/** /accounts/invoices (foticos): the account's invoices by period and paid state, each as a PDF. */
export function AccountInvoicesScreen({ filters, onFiltersChange }: AccountInvoicesScreenProps) {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const client = useApiClient();
  const { locale, timeZone } = useCountrySite();
  const invoices = useQuery({
    ...foticosQueries.invoices(client, filters),
    placeholderData: (previous) => previous,
  });
  const dateFormat = siteDateTimeFormat({ locale, timeZone }, { dateStyle: 'medium' });

  const content = invoices.isPending ? (
    <LoadingPlace>
      <Skeleton shape="block" height="large" />
    </LoadingPlace>
  ) : invoices.isError ? (
    <Alert
      tone="critical"
      action={
        <Button size="small" variant="soft" onClick={() => void invoices.refetch()}>
          {t('retry')}
        </Button>
      }
    >
      {t('invoices.loadError')}
    </Alert>
  ) : (
    <>
      <Table<Invoice>
        caption={t('invoices.caption')}
        rows={invoices.data.invoices}
        rowKey={(invoice) => String(invoice.id)}
        emptyState={
          <EmptyState
            title={t('invoices.empty')}
            description={t('invoices.emptyHint')}
            headingLevel={2}
          />
        }
        columns={[
          { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
          {
            key: 'date',
            header: t('invoices.date'),
            cell: (invoice) => dateFormat.format(new Date(invoice.issued_at)),
          },
          {
            key: 'status',
            header: t('invoices.status'),
            cell: (invoice) => (
              <Badge tone={statusTone[invoice.status]} size="small">
                {label('paymentStatuses', invoice.status)}
              </Badge>
            ),
          },
          {
            key: 'paymentType',
            header: t('invoices.paymentType'),
            cell: (invoice) => label('paymentTypes', invoice.payment_type),
          },
          {
            key: 'total',
            header: t('invoices.total'),
            align: 'end',
            cell: (invoice) => formatAmount(locale, invoice.total),
          },
          {
            key: 'download',
            header: t('invoices.download'),
            cell: (invoice) => (
              <Link
                href={invoice.pdf_url}
                aria-label={t('invoices.downloadNamed', { number: invoice.number })}
              >
                {t('invoices.download')}
              </Link>
            ),
          },
        ]}
      />
      {invoices.data.pagination.total_pages > 1 ? (
        <Pagination
          page={filters.page}
          pageCount={invoices.data.pagination.total_pages}
          onPageChange={(page) => onFiltersChange({ ...filters, page })}
        />
      ) : null}
    </>
  );

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('invoices.title')}
        </Heading>
        <Text tone="muted">{t('invoices.lead')}</Text>
      </Stack>
      <div className={filtersClass}>
        <Select
          label={t('period')}
          value={filters.dateFilter}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, dateFilter: value as DateFilter, page: 1 })
          }
          options={dateFilters.map((value) => ({ value, label: label('dateFilters', value) }))}
        />
        <Select
          label={t('invoices.paid')}
          value={filters.paid}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, paid: value as TriStateFilter, page: 1 })
          }
          options={triStateFilters.map((value) => ({
            value,
            label: t(`invoices.paidStates.${value}`),
          }))}
        />
      </div>
      {content}
    </div>
  );
}
