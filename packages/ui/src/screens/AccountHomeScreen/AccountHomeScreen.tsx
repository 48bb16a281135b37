import { dateTimeFormat, hrefOf, type OrderSummary, type SessionCustomer } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { recentOrdersQuery } from '../../data/orderQueries.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../primitives/Heading/Heading.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Price } from '../../primitives/Price/Price.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { Table } from '../../primitives/Table/Table.tsx';
import { Text } from '../../primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';

export interface AccountHomeScreenProps {
  customer: SessionCustomer;
}

function RecentOrders() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const orders = useQuery(recentOrdersQuery(client, countrySite.brand));
  if (orders.isPending) return <Skeleton shape="block" height="large" />;
  if (orders.isError) return <Alert tone="critical">{t('home.ordersError')}</Alert>;
  if (orders.data.orders.length === 0) {
    return (
      <EmptyState
        title={t('home.noOrders')}
        headingLevel={3}
        action={<Link href={hrefOf(countrySite, 'home')}>{t('home.browse')}</Link>}
      />
    );
  }
  const dateFormat = dateTimeFormat(countrySite.locale, {
    dateStyle: 'medium',
    timeZone: countrySite.timeZone,
  });
  return (
    <Table<OrderSummary>
      caption={t('home.recentOrders')}
      rows={orders.data.orders}
      rowKey={(order) => String(order.id)}
      columns={[
        {
          key: 'number',
          header: t('home.orderNumber'),
          cell: (order) => (
            <Link href={hrefOf(countrySite, 'trackingOrder', { public_id: order.public_id })}>
              {order.number}
            </Link>
          ),
        },
        {
          key: 'date',
          header: t('home.orderDate'),
          cell: (order) => dateFormat.format(new Date(order.created_at)),
        },
        {
          key: 'status',
          header: t('home.orderStatus'),
          cell: (order) => t(`orderStatus.${order.status_code}`),
        },
        {
          key: 'total',
          header: t('home.orderTotal'),
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

/** The account area's home: a greeting and the latest orders. */
export function AccountHomeScreen({ customer }: AccountHomeScreenProps) {
  const { t } = useTranslation('account');
  return (
    <div className={page}>
      <Stack space="xsmall">
        <Heading level={1} size="xlarge">
          {t('home.greeting', { name: customer.first_name })}
        </Heading>
        <Text tone="muted">{customer.email}</Text>
      </Stack>
      {customer.permissions.accounts_orders ? (
        <section aria-labelledby="account-recent-orders">
          <Stack space="medium">
            <Heading level={2} size="large" id="account-recent-orders">
              {t('home.recentOrders')}
            </Heading>
            <RecentOrders />
          </Stack>
        </section>
      ) : null}
    </div>
  );
}
