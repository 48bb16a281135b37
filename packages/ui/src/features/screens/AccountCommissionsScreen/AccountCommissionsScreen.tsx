import {
  dateFilters,
  siteDates,
  type ApiClient,
  type BrandId,
  type Commission,
  type DateFilter,
  type Money,
} from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { formatAmount } from '../../data/foticosFormat.ts';
import { foticosQueries, type CommissionFilters } from '../../data/foticosQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AccountList, type AccountListTable } from '../../fragments/AccountList/AccountList.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page as pageClass } from '../screens.css.ts';
import { total, totals as totalsClass } from './AccountCommissionsScreen.css.ts';
import { commissionsCsv } from './commissionsCsv.ts';

export interface AccountCommissionsScreenProps {
  /** Period and page, parsed from the URL. */
  filters: CommissionFilters;
  /** The customer changed the period or the page: the route puts it in the URL. */
  onFiltersChange: (next: CommissionFilters) => void;
}

const statusTone = { PAID: 'positive', PENDING: 'caution', CANCELED: 'neutral' } as const;
const exportPageSize = 100;

/** Every commission of the period, page by page at the API's largest page size. */
async function allCommissions(
  client: ApiClient,
  brand: BrandId,
  dateFilter: DateFilter,
): Promise<Commission[]> {
  const rows: Commission[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.call('foticos.listCommissions', {
      brand,
      date_filter: dateFilter,
      page,
      per_page: exportPageSize,
    });
    rows.push(...result.commissions);
    if (page >= result.pagination.total_pages) return rows;
  }
}

/** Hands a text file to the browser's downloads. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the URL by the time the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What the period's commissions come to: awaiting payout and paid out. */
function CommissionTotals({ totals }: { totals: { pending: Money; paid: Money } }) {
  const { t } = useTranslation('foticos');
  const { locale } = useCountrySite();
  return (
    <section aria-label={t('commissions.totalsLabel')}>
      <dl className={totalsClass}>
        <div className={total}>
          <Text as="dt" tone="muted" size="small">
            {t('commissions.pending')}
          </Text>
          <Text as="dd" size="large" weight="strong">
            {formatAmount(locale, totals.pending)}
          </Text>
        </div>
        <div className={total}>
          <Text as="dt" tone="muted" size="small">
            {t('commissions.paidOut')}
          </Text>
          <Text as="dd" size="large" weight="strong">
            {formatAmount(locale, totals.paid)}
          </Text>
        </div>
      </dl>
    </section>
  );
}

/** The commissions' table: date, order, design, payout state and amount. */
function useCommissionTable(): AccountListTable<Commission> {
  const { t } = useTranslation('foticos');
  const { locale, timeZone } = useCountrySite();
  const dates = siteDates({ locale, timeZone });
  const statusLabel = (status: Commission['status']) => t(`commissions.statuses.${status}`);
  return {
    caption: t('commissions.caption'),
    rowKey: (commission) => String(commission.id),
    columns: [
      {
        key: 'date',
        header: t('commissions.date'),
        cell: (commission) => dates.day(commission.created_at),
      },
      {
        key: 'order',
        header: t('commissions.order'),
        cell: (commission) => commission.order_number,
      },
      {
        key: 'design',
        header: t('commissions.design'),
        cell: (commission) => commission.design_name,
      },
      {
        key: 'status',
        header: t('commissions.status'),
        cell: (commission) => (
          <Badge tone={statusTone[commission.status]} size="small">
            {statusLabel(commission.status)}
          </Badge>
        ),
      },
      {
        key: 'amount',
        header: t('commissions.amount'),
        align: 'end',
        cell: (commission) => formatAmount(locale, commission.amount),
      },
    ],
  };
}

/** What the commissions page reads: the period's totals and the page of commissions asked for. */
export const accountCommissionsData = screenData(
  ({ filters }: { filters: CommissionFilters }, { client, countrySite }) => ({
    commissions: foticosQueries.commissions(client, countrySite.brand, filters),
  }),
);

/** /accounts/commissions (foticos): earnings per period with their totals and payout state. */
export function AccountCommissionsScreen({
  filters,
  onFiltersChange,
}: AccountCommissionsScreenProps) {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const { commissions } = useScreenData(accountCommissionsData, { filters });
  const table = useCommissionTable();
  const statusLabel = (status: Commission['status']) => t(`commissions.statuses.${status}`);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const rows = await allCommissions(client, countrySite.brand, filters.dateFilter);
      const csv = commissionsCsv(
        rows,
        {
          date: t('commissions.date'),
          order: t('commissions.order'),
          design: t('commissions.design'),
          amount: t('commissions.amount'),
          currency: t('commissions.currency'),
          status: t('commissions.status'),
        },
        statusLabel,
      );
      download(csv, `${t('commissions.fileName')}-${filters.dateFilter}.csv`);
    },
  });

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('commissions.title')}
        </Heading>
        <Text tone="muted">{t('commissions.lead')}</Text>
      </Stack>
      <AccountList
        read={commissions}
        rowsOf={(data) => data.commissions}
        texts={{ error: t('commissions.loadError'), retry: t('retry') }}
        filters={
          <Select
            label={t('period')}
            value={filters.dateFilter}
            onValueChange={(value) => onFiltersChange({ dateFilter: value as DateFilter, page: 1 })}
            options={dateFilters.map((value) => ({ value, label: label('dateFilters', value) }))}
          />
        }
        actions={
          <Button
            variant="soft"
            loading={exportCsv.isPending}
            disabled={!commissions.data || commissions.data.commissions.length === 0}
            onClick={() => exportCsv.mutate()}
          >
            {exportCsv.isPending ? t('commissions.exporting') : t('commissions.export')}
          </Button>
        }
        notices={
          exportCsv.isError ? <Alert tone="critical">{t('commissions.exportFailed')}</Alert> : null
        }
        summary={(data) => <CommissionTotals totals={data.totals} />}
        empty={
          <EmptyState
            title={t('commissions.empty')}
            description={t('commissions.emptyHint')}
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
