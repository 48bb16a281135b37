import { hrefOf, imageSourcesOf, siteDates, type OrderSummary, type RouteName } from '@shop/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { accountHomeRowCount, type AccountHomeBlock } from '../../data/accountHomeQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import type { ScreenResults } from '../../data/screenData.ts';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { EmptyState } from '../../../design-system/primitives/EmptyState/EmptyState.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Price } from '../../../design-system/primitives/Price/Price.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Table } from '../../../design-system/primitives/Table/Table.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import type { accountHomeData } from './accountHomeData.ts';
import * as styles from './AccountHomeScreen.css.ts';

type HomeReads = ScreenResults<ReturnType<typeof accountHomeData>>;

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
 * One block of the home: its heading, a link to the whole page, and the read's state. A block
 * that fails says so with a retry and leaves the other blocks be.
 */
function HomeBlock<Data>({
  block,
  read,
  isEmpty,
  empty,
  children,
}: {
  block: AccountHomeBlock;
  read: AsyncRead<Data>;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
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
        <AsyncState
          read={read}
          loading={{ shape: 'list' }}
          texts={{ loading: t('home.loading'), error: t(text.error), retry: t('home.retry') }}
          isEmpty={isEmpty}
          empty={empty}
        >
          {children}
        </AsyncState>
      </Stack>
    </section>
  );
}

/** The latest orders, each to its page. */
export function RecentOrders({ read }: { read: HomeReads['orders'] }) {
  const { t } = useTranslation('account');
  const countrySite = useCountrySite();
  const dates = siteDates(countrySite);
  return (
    <HomeBlock
      block="orders"
      read={read}
      isEmpty={(data) => data.orders.length === 0}
      empty={
        <EmptyState
          title={t('home.noOrders')}
          headingLevel={3}
          action={<Link href={hrefOf(countrySite, 'home')}>{t('home.browse')}</Link>}
        />
      }
    >
      {(data) => (
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
              cell: (order) => dates.day(order.created_at),
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
      )}
    </HomeBlock>
  );
}

/** How many tickets are open, and the latest of them. */
export function OpenTickets({ read }: { read: HomeReads['tickets'] }) {
  const { t } = useTranslation('account');
  const countrySite = useCountrySite();
  const dates = siteDates(countrySite);
  return (
    <HomeBlock
      block="tickets"
      read={read}
      isEmpty={(data) => data.tickets.length === 0}
      empty={
        <EmptyState
          title={t('home.noOpenTickets')}
          headingLevel={3}
          action={<Link href={hrefOf(countrySite, 'accountsTickets')}>{t('home.askUs')}</Link>}
        />
      }
    >
      {(data) => (
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
                        date: dates.day(ticket.updated_at),
                      })
                    : t('home.ticketUpdated', {
                        date: dates.day(ticket.updated_at),
                      })}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </HomeBlock>
  );
}

/** The latest saved designs, each to the constructor. */
export function SavedDesigns({ read }: { read: HomeReads['designs'] }) {
  const { t } = useTranslation('account');
  const countrySite = useCountrySite();
  return (
    <HomeBlock
      block="designs"
      read={read}
      isEmpty={(data) => data.designs.length === 0}
      empty={
        <EmptyState
          title={t('home.noDesigns')}
          headingLevel={3}
          action={<Link href={hrefOf(countrySite, 'home')}>{t('home.browse')}</Link>}
        />
      }
    >
      {(data) => (
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
      )}
    </HomeBlock>
  );
}
