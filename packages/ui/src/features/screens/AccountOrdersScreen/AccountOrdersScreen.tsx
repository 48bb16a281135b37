import {
  dateFilters,
  siteDates,
  hrefOf,
  orderStatusCodes,
  type DateFilter,
  type OrderStatusCode,
  type OrderSummary,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountOrderQueries, type AccountOrderFilters } from '../../data/orderQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { AccountList, type AccountListTable } from '../../fragments/AccountList/AccountList.tsx';
import { OrderStatusBadge } from '../../fragments/OrderStatusBadge/OrderStatusBadge.tsx';
import { useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
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
    <>
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
    </>
  );
}

/** The orders' table: number (to the order's page), date, status, items and total. */
function useOrderTable(): AccountListTable<OrderSummary> {
  const { t } = useTranslation('orders');
  const countrySite = useCountrySite();
  const dates = siteDates(countrySite);
  return {
    caption: t('list.caption'),
    rowKey: (order) => String(order.id),
    columns: [
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
        cell: (order) => dates.day(order.created_at),
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
    ],
  };
}

/** What the orders page reads: the page of orders its period and status ask for. */
export const accountOrdersData = screenData(
  ({ filters }: { filters: AccountOrderFilters }, { client, countrySite }) => ({
    orders: accountOrderQueries.list(client, countrySite.brand, filters),
  }),
);

/** /accounts/orders: the customer's orders in this brand's shops, filtered by period and status. */
export function AccountOrdersScreen({ filters, onFiltersChange }: AccountOrdersScreenProps) {
  const { t } = useTranslation('orders');
  const countrySite = useCountrySite();
  const { orders } = useScreenData(accountOrdersData, { filters });
  // A page past the end (an old link) is empty like a filter that matches nothing.
  const filtered =
    filters.dateFilter !== 'without' || filters.status !== undefined || filters.page > 1;

  const table = useOrderTable();

  return (
    <div className={page}>
      <Heading level={1} size="xlarge">
        {t('list.title')}
      </Heading>
      <AccountList
        read={orders}
        rowsOf={(data) => data.orders}
        loading={{ shape: 'table' }}
        texts={{ loading: t('list.loading'), error: t('list.error'), retry: t('list.retry') }}
        filtersLabel={t('list.filters')}
        filters={<OrderFilters filters={filters} onFiltersChange={onFiltersChange} />}
        empty={
          filtered ? (
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
          )
        }
        countLabel={(count) => t('list.count', { count })}
        table={table}
        page={filters.page}
        onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
        paginationLabel={t('list.pages')}
      />
    </div>
  );
}
