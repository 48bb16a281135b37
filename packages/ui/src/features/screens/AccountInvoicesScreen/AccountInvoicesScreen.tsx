import {
  dateFilters,
  siteDates,
  triStateFilters,
  type DateFilter,
  type Invoice,
  type TriStateFilter,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { formatAmount } from '../../data/foticosFormat.ts';
import { foticosQueries, type InvoiceFilters } from '../../data/foticosQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AccountList, type AccountListTable } from '../../fragments/AccountList/AccountList.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page as pageClass } from '../screens.css.ts';

export interface AccountInvoicesScreenProps {
  /** Period, paid state and page, parsed from the URL. */
  filters: InvoiceFilters;
  /** The customer changed a filter or the page: the route puts it in the URL. */
  onFiltersChange: (next: InvoiceFilters) => void;
}

const statusTone = { PAID: 'positive', PENDING: 'caution', CANCELED: 'neutral' } as const;

/** What the invoices page reads: the page of invoices its filters ask for. */
export const accountInvoicesData = screenData(
  ({ filters }: { filters: InvoiceFilters }, { client, countrySite }) => ({
    invoices: foticosQueries.invoices(client, countrySite.brand, filters),
  }),
);

/** The invoices' table: number, date, paid state, payment method, total and the PDF. */
function useInvoiceTable(): AccountListTable<Invoice> {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const { locale, timeZone } = useCountrySite();
  const dates = siteDates({ locale, timeZone });
  return {
    caption: t('invoices.caption'),
    rowKey: (invoice) => String(invoice.id),
    columns: [
      { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
      {
        key: 'date',
        header: t('invoices.date'),
        cell: (invoice) => dates.day(invoice.issued_at),
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
    ],
  };
}

/** /accounts/invoices (foticos): the account's invoices by period and paid state, each as a PDF. */
export function AccountInvoicesScreen({ filters, onFiltersChange }: AccountInvoicesScreenProps) {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const { invoices } = useScreenData(accountInvoicesData, { filters });
  const table = useInvoiceTable();

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('invoices.title')}
        </Heading>
        <Text tone="muted">{t('invoices.lead')}</Text>
      </Stack>
      <AccountList
        read={invoices}
        rowsOf={(data) => data.invoices}
        texts={{ error: t('invoices.loadError'), retry: t('retry') }}
        filters={
          <>
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
          </>
        }
        empty={
          <EmptyState
            title={t('invoices.empty')}
            description={t('invoices.emptyHint')}
            headingLevel={2}
          />
        }
        table={table}
        page={filters.page}
        onPageChange={(page) => onFiltersChange({ ...filters, page })}
      />
    </div>
  );
}
