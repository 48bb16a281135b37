import {
  dateFilters,
  siteDateTimeFormat,
  hrefOf,
  orderStatusCodes,
  type DateFilter,
  type OrderStatusCode,
  type OrderSummary,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountOrderQueries, type AccountOrderFilters } from '../../data/orderQueries.ts';
import { OrderStatusBadge } from '../../fragments/OrderStatusBadge/OrderStatusBadge.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Pagination } from '../../../design-system/primitives/Pagination/Pagination.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { page } from '../screens.css.ts';

export interface AccountOrdersScreenProps {
  /** Period, status and page, as the URL gives them. */
  filters: AccountOrderFilters;
  /** The storefront puts the next filters in the URL (`navigate(hrefOf(...))`). */
  onFiltersChange: (next: AccountOrderFilters) => void;
}

/** Value of the status choice that means "no status filter". */
const allStatuses = 'all';

function OrderFilters({ filters, onFiltersChange }: AccountOrdersScreenProps) {
  const { t } = useTranslation('orders');
  const { t: tAccount } = useTranslation('account');
  const label = useVocabularyLabel();
  return (
    <section aria-label={t('list.filters')}>
      <Columns columns={{ mobile: 1, tablet: 2 }} space="medium">
        <Select
          label={t('list.period')}
          value={filters.dateFilter}
          options={dateFilters.map((value) => ({ value, label: label('dateFilters', value) }))}
          onValueChange={(value) =>
            onFiltersChange({ ...filters, dateFilter: value as DateFilter, page: 1 })
          }
        />
        <Select
          label={t('list.status')}
          value={filters.status === undefined ? allStatuses : String(filters.status)}
          options={[
            { value: allStatuses, label: t('list.allStatuses') },
            ...orderStatusCodes.map((code) => ({
              value: String(code),
              label: tAccount(`orderStatus.${code}`),
            })),
          ]}
          onValueChange={(value) =>
            onFiltersChange({
              ...filters,
              status: value === allStatuses ? undefined : (Number(value) as OrderStatusCode),
              page: 1,
            })
          }
        />
      </Columns>
    </section>
  );
}

function OrdersTable({ orders }: { orders: readonly OrderSummary[] }) {
  const { t } = useTranslation('orders');
  const countrySite = useCountrySite();
  const dateFormat = siteDateTimeFormat(countrySite, {
    dateStyle: 'medium',
  });
  return (
    <Table<OrderSummary>
      caption={t('list.caption')}
      rows={orders}
      rowKey={(order) => String(order.id)}
      columns={[
        {
          key: 'number',
          header: t('list.number'),
          cell: (order) => (
            <Link href={hrefOf(countrySite, 'accountsOrder', { order_id: order.id })}>
              {order.number}
            </Link>
          ),
        },
        {
          key: 'date',
          header: t('list.date'),
          cell: (order) => dateFormat.format(new Date(order.created_at)),
        },
        {
          key: 'status',
          header: t('list.status'),
          cell: (order) => <OrderStatusBadge statusCode={order.status_code} />,
        },
        {
          key: 'items',
          header: t('list.items'),
          align: 'end',
          cell: (order) => t('list.itemCount', { count: order.item_count }),
        },
        {
          key: 'total',
          header: t('list.total'),
          align: 'end',
          cell: (order) => (
            <Price
              amount={order.total.amount}
              site={{ ...countrySite, currency: order.total.currency }}
            />
          ),
        },
      ]}
    />
  );
}

/** /accounts/orders: the customer's orders in this brand's shops, filtered by period and status. */
export function AccountOrdersScreen({ filters, onFiltersChange }: AccountOrdersScreenProps) {
  const { t } = useTranslation('orders');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const orders = useQuery(accountOrderQueries.list(client, countrySite.brand, filters));
  // A page past the end (an old link) is empty like a filter that matches nothing.
  const filtered =
    filters.dateFilter !== 'without' || filters.status !== undefined || filters.page > 1;

  let body;
  if (orders.isPending) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        <Skeleton shape="block" height="xlarge" />
      </div>
    );
  } else if (orders.isError) {
    body = (
      <Alert
        tone="critical"
        action={
          <Button variant="soft" size="small" onClick={() => void orders.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.error')}
      </Alert>
    );
  } else if (orders.data.orders.length === 0) {
    body = filtered ? (
      <EmptyState
        title={t('list.empty')}
        description={t('list.emptyHint')}
        headingLevel={2}
        action={
          <Button
            variant="soft"
            onClick={() => onFiltersChange({ dateFilter: 'without', page: 1 })}
          >
            {t('list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={t('list.none')}
        headingLevel={2}
        action={<Link href={hrefOf(countrySite, 'home')}>{t('list.browse')}</Link>}
      />
    );
  } else {
    const { pagination } = orders.data;
    body = (
      <Stack space="medium">
        <Text tone="muted" aria-live="polite">
          {t('list.count', { count: pagination.total_items })}
        </Text>
        <OrdersTable orders={orders.data.orders} />
        {pagination.total_pages > 1 ? (
          <Pagination
            label={t('list.pages')}
            page={pagination.page}
            pageCount={pagination.total_pages}
            onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('list.title')}
      </Heading>
      <OrderFilters filters={filters} onFiltersChange={onFiltersChange} />
      {body}
    </div>
  );
}
