import {
  imageSourcesOf,
  siteDateTimeFormat,
  hrefOf,
  type OrderSummary,
  type RouteName,
  type SessionCustomer,
} from '@shop/domain';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountHomeBlocksOf,
  accountHomeQueries,
  accountHomeRowCount,
  type AccountHomeBlock,
} from '../../data/accountHomeQueries.ts';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { page } from '../screens.css.ts';
import * as styles from './AccountHomeScreen.css.ts';

export interface AccountHomeScreenProps {
  customer: SessionCustomer;
}

/** The account page each block sums up, which its "all" link opens. */
const blockPage = {
  orders: 'accountsOrders',
  tickets: 'accountsTickets',
  designs: 'accountsDesigns',
} as const satisfies Record<AccountHomeBlock, RouteName>;

const blockText = {
  orders: { title: 'home.recentOrders', all: 'home.allOrders', error: 'home.ordersError' },
  tickets: { title: 'home.openTickets', all: 'home.allTickets', error: 'home.ticketsError' },
  designs: { title: 'home.savedDesigns', all: 'home.allDesigns', error: 'home.designsError' },
} as const;

/**
 * One block of the home: its heading, a link to the whole page, and the query's state. A block
 * that fails says so with a retry and leaves the other blocks be.
 */
function HomeBlock<Data>({
  block,
  query,
  children,
}: {
  block: AccountHomeBlock;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const countrySite = useCountrySite();
  const headingId = useId();
  const text = blockText[block];
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <div className={styles.blockHeader}>
          <Heading level={2} size="large" id={headingId}>
            {t(text.title)}
          </Heading>
          <Link href={hrefOf(countrySite, blockPage[block])} weight="strong">
            {t(text.all)}
          </Link>
        </div>
        {query.isPending ? (
          <div aria-busy="true">
            <VisuallyHidden>{t('home.loading')}</VisuallyHidden>
            <Skeleton shape="block" height="large" />
          </div>
        ) : query.isError ? (
          <Alert
            tone="critical"
            action={
              <Button
                size="small"
                variant="soft"
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                {t('home.retry')}
              </Button>
            }
          >
            {t(text.error)}
          </Alert>
        ) : (
          children(query.data)
        )}
      </Stack>
    </section>
  );
}

function RecentOrders() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const orders = useQuery(accountHomeQueries.orders(client, countrySite.brand));
  const dateFormat = siteDateTimeFormat(countrySite, {
    dateStyle: 'medium',
  });
  return (
    <HomeBlock block="orders" query={orders}>
      {(data) =>
        data.orders.length === 0 ? (
          <EmptyState
            title={t('home.noOrders')}
            headingLevel={3}
            action={<Link href={hrefOf(countrySite, 'home')}>{t('home.browse')}</Link>}
          />
        ) : (
          <Table<OrderSummary>
            caption={t('home.recentOrders')}
            rows={data.orders}
            rowKey={(order) => String(order.id)}
            columns={[
              {
                key: 'number',
                header: t('home.orderNumber'),
                cell: (order) => (
                  <Link href={hrefOf(countrySite, 'accountsOrder', { order_id: order.id })}>
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
        )
      }
    </HomeBlock>
  );
}

function OpenTickets() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const tickets = useQuery(accountHomeQueries.tickets(client, countrySite.brand));
  const dateFormat = siteDateTimeFormat(countrySite, {
    dateStyle: 'medium',
  });
  return (
    <HomeBlock block="tickets" query={tickets}>
      {(data) =>
        data.tickets.length === 0 ? (
          <EmptyState
            title={t('home.noOpenTickets')}
            headingLevel={3}
            action={<Link href={hrefOf(countrySite, 'accountsTickets')}>{t('home.askUs')}</Link>}
          />
        ) : (
          <Stack space="small">
            <Text tone="muted">
              {t('home.openTicketCount', { count: data.pagination.total_items })}
            </Text>
            <ul className={styles.list}>
              {data.tickets.slice(0, accountHomeRowCount.tickets).map((ticket) => (
                <li key={ticket.id} className={styles.ticket}>
                  <Link
                    href={hrefOf(countrySite, 'accountsTicket', { ticket_id: ticket.id })}
                    weight="strong"
                  >
                    {ticket.subject}
                  </Link>
                  <Text size="small" tone="muted">
                    {ticket.order_number
                      ? t('home.ticketAboutOrder', {
                          number: ticket.order_number,
                          date: dateFormat.format(new Date(ticket.updated_at)),
                        })
                      : t('home.ticketUpdated', {
                          date: dateFormat.format(new Date(ticket.updated_at)),
                        })}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )
      }
    </HomeBlock>
  );
}

function SavedDesigns() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const countrySite = useCountrySite();
  const designs = useQuery(accountHomeQueries.designs(client, countrySite.brand));
  return (
    <HomeBlock block="designs" query={designs}>
      {(data) =>
        data.designs.length === 0 ? (
          <EmptyState
            title={t('home.noDesigns')}
            headingLevel={3}
            action={<Link href={hrefOf(countrySite, 'home')}>{t('home.browse')}</Link>}
          />
        ) : (
          <ul className={styles.designGrid}>
            {data.designs.slice(0, accountHomeRowCount.designs).map((design) => (
              <li key={design.id} className={styles.design}>
                <Image
                  sources={imageSourcesOf(design.preview)}
                  decorative
                  aspectRatio="1:1"
                  fit="contain"
                  sizes="(min-width: 768px) 14rem, 50vw"
                  rounded
                />
                <Link
                  href={hrefOf(
                    countrySite,
                    'create',
                    { article_id: design.article_id },
                    { design: design.id },
                  )}
                  weight="strong"
                  aria-label={t('home.openDesign', { name: design.name })}
                >
                  {design.name}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </HomeBlock>
  );
}

const blockComponents: Record<AccountHomeBlock, () => ReactNode> = {
  orders: RecentOrders,
  tickets: OpenTickets,
  designs: SavedDesigns,
};

/**
 * The account area's home: a greeting, then the latest orders, the open tickets and the latest
 * saved designs of this brand's shops, each with a link to its page: only the blocks of the
 * pages this customer may open (as the account navigation lists them).
 */
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
      {accountHomeBlocksOf(customer).map((block) => {
        const Block = blockComponents[block];
        return <Block key={block} />;
      })}
    </div>
  );
}
