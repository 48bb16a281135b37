import {
  dateFilters,
  siteDateTimeFormat,
  type ApiClient,
  type Commission,
  type DateFilter,
} from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { foticosQueries, type CommissionFilters } from '../../data/foticosQueries.ts';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Badge } from '../../../design-system/primitives/Badge/Badge.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { formatAmount } from '../AccountInvoicesScreen/foticosFormat.ts';
import { page as pageClass } from '../screens.css.ts';
import { period, toolbar, total, totals } from './AccountCommissionsScreen.css.ts';
import { commissionsCsv } from './commissionsCsv.ts';
import { LoadingPlace } from '../LoadingPlace.tsx';

export interface AccountCommissionsScreenProps {
  /** Period and page, parsed from the URL. */
  filters: CommissionFilters;
  /** The customer changed the period or the page: the route puts it in the URL. */
  onFiltersChange: (next: CommissionFilters) => void;
}

const statusTone = { PAID: 'positive', PENDING: 'caution', CANCELED: 'neutral' } as const;
const exportPageSize = 100;

/** Every commission of the period, page by page at the API's largest page size. */
async function allCommissions(client: ApiClient, dateFilter: DateFilter): Promise<Commission[]> {
  const rows: Commission[] = [];
  for (let page = 1; ; page += 1) {
    const result = await client.call('foticos.listCommissions', {
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

/** /accounts/commissions (foticos): earnings per period with their totals and payout state. */
export function AccountCommissionsScreen({
  filters,
  onFiltersChange,
}: AccountCommissionsScreenProps) {
  const { t } = useTranslation('foticos');
  const label = useVocabularyLabel();
  const client = useApiClient();
  const { locale, timeZone } = useCountrySite();
  const commissions = useQuery({
    ...foticosQueries.commissions(client, filters),
    placeholderData: (previous) => previous,
  });
  const statusLabel = (status: Commission['status']) => t(`commissions.statuses.${status}`);
  const exportCsv = useMutation({
    mutationFn: async () => {
      const rows = await allCommissions(client, filters.dateFilter);
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
  const dateFormat = siteDateTimeFormat({ locale, timeZone }, { dateStyle: 'medium' });

  const content = commissions.isPending ? (
    <LoadingPlace>
      <Skeleton shape="block" height="large" />
    </LoadingPlace>
  ) : commissions.isError ? (
    <Alert
      tone="critical"
      action={
        <Button size="small" variant="soft" onClick={() => void commissions.refetch()}>
          {t('retry')}
        </Button>
      }
    >
      {t('commissions.loadError')}
    </Alert>
  ) : (
    <>
      <section aria-label={t('commissions.totalsLabel')}>
        <dl className={totals}>
          <div className={total}>
            <Text as="dt" tone="muted" size="small">
              {t('commissions.pending')}
            </Text>
            <Text as="dd" size="large" weight="strong">
              {formatAmount(locale, commissions.data.totals.pending)}
            </Text>
          </div>
          <div className={total}>
            <Text as="dt" tone="muted" size="small">
              {t('commissions.paidOut')}
            </Text>
            <Text as="dd" size="large" weight="strong">
              {formatAmount(locale, commissions.data.totals.paid)}
            </Text>
          </div>
        </dl>
      </section>
      <Table<Commission>
        caption={t('commissions.caption')}
        rows={commissions.data.commissions}
        rowKey={(commission) => String(commission.id)}
        emptyState={
          <EmptyState
            title={t('commissions.empty')}
            description={t('commissions.emptyHint')}
            headingLevel={2}
          />
        }
        columns={[
          {
            key: 'date',
            header: t('commissions.date'),
            cell: (commission) => dateFormat.format(new Date(commission.created_at)),
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
        ]}
      />
      {commissions.data.pagination.total_pages > 1 ? (
        <Pagination
          page={filters.page}
          pageCount={commissions.data.pagination.total_pages}
          onPageChange={(page) => onFiltersChange({ ...filters, page })}
        />
      ) : null}
    </>
  );

  return (
    <div className={pageClass}>
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('commissions.title')}
        </Heading>
        <Text tone="muted">{t('commissions.lead')}</Text>
      </Stack>
      <div className={toolbar}>
        <div className={period}>
          <Select
            label={t('period')}
            value={filters.dateFilter}
            onValueChange={(value) => onFiltersChange({ dateFilter: value as DateFilter, page: 1 })}
            options={dateFilters.map((value) => ({ value, label: label('dateFilters', value) }))}
          />
        </div>
        <Button
          variant="soft"
          loading={exportCsv.isPending}
          disabled={!commissions.data || commissions.data.commissions.length === 0}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? t('commissions.exporting') : t('commissions.export')}
        </Button>
      </div>
      {exportCsv.isError ? <Alert tone="critical">{t('commissions.exportFailed')}</Alert> : null}
      {content}
    </div>
  );
}
