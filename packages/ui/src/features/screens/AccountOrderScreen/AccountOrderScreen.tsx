import { carrierNames, siteDateTimeFormat, hrefOf, type AddressInput } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../data/ApiClientProvider.tsx';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountOrderQueries, useReorder } from '../../data/orderQueries.ts';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { OrderStatusBadge } from '../../fragments/OrderStatusBadge/OrderStatusBadge.tsx';
import { OrderSummary } from '../../fragments/OrderSummary/OrderSummary.tsx';
import { TrackingTimeline } from '../../fragments/TrackingTimeline/TrackingTimeline.tsx';
import { usePaymentMethodName, useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { useToast } from '../../../design-system/primitives/Toast/Toast.tsx';
import { VisuallyHidden } from '../../../design-system/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { page } from '../screens.css.ts';
import * as styles from './AccountOrderScreen.css.ts';

export interface AccountOrderScreenProps {
  /** The order's id in the product API, from /accounts/orders/:order_id. */
  orderId: number;
}

/** A postal address as the customer wrote it, one line per part, the country by its name. */
function PostalAddress({ address }: { address: AddressInput }) {
  const countrySite = useCountrySite();
  const country =
    new Intl.DisplayNames([countrySite.locale], { type: 'region' }).of(address.country) ??
    address.country;
  const lines = [
    `${address.first_name} ${address.last_name}`,
    address.company_name,
    [address.street, address.street_number].filter(Boolean).join(' '),
    address.additional,
    `${address.postcode} ${address.city}`,
    address.province,
    country,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <Text key={index} as="span">
          {line}
        </Text>
      ))}
    </address>
  );
}

/** A titled block of the order page, named by its heading for screen readers. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="small">
        <Heading level={2} size="medium" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** /accounts/orders/:order_id: one order with its lines, shipment, addresses, payment and invoice. */
export function AccountOrderScreen({ orderId }: AccountOrderScreenProps) {
  const { t } = useTranslation('orders');
  const { t: tTracking } = useTranslation('tracking');
  const label = useVocabularyLabel();
  const paymentMethodName = usePaymentMethodName();
  const client = useApiClient();
  const countrySite = useCountrySite();
  const order = useQuery(accountOrderQueries.order(client, countrySite.brand, orderId));
  const reorder = useReorder(client);
  const toast = useToast();
  const { t: tShop } = useTranslation('shop');
  const publicId = order.data?.order.public_id ?? '';
  const tracking = useQuery({
    ...trackingQueries.tracking(client, publicId),
    enabled: publicId !== '',
  });
  const back = <Link href={hrefOf(countrySite, 'accountsOrders')}>{t('detail.back')}</Link>;

  if (order.isPending) {
    return (
      <div className={page} aria-busy="true">
        {back}
        <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
        <Skeleton shape="block" height="xlarge" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className={page}>
        {back}
        <Alert
          tone="critical"
          action={
            <Button variant="soft" size="small" onClick={() => void order.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('detail.error')}
        </Alert>
      </div>
    );
  }

  const { order: data } = order.data;
  const dateFormat = siteDateTimeFormat(countrySite, {
    dateStyle: 'long',
  });
  const pendingActions =
    tracking.data?.tracking.user_required_actions.filter((action) => action.status === 'PENDING') ??
    [];

  return (
    <div className={page}>
      {back}
      <Stack space="small">
        <Heading level={1} size="xlarge">
          {t('detail.title', { number: data.number })}
        </Heading>
        <Inline space="small" alignY="center">
          <OrderStatusBadge statusCode={data.status_code} />
          <Text tone="muted">
            {t('detail.placedOn', { date: dateFormat.format(new Date(data.created_at)) })}
          </Text>
        </Inline>
      </Stack>
      {pendingActions.map((action) => (
        <Alert
          key={action.public_id}
          tone="caution"
          title={t('detail.actionsTitle')}
          action={
            <Link
              href={hrefOf(countrySite, 'userRequiredAction', {
                public_id: data.public_id,
                user_required_action_public_id: action.public_id,
              })}
            >
              {tTracking(`actions.${action.type}.cta`)}
            </Link>
          }
        >
          {tTracking(`actions.${action.type}.summary`)}
        </Alert>
      ))}
      <Inline space="medium" alignY="center">
        <Button
          variant="solid"
          loading={reorder.isPending}
          onClick={() =>
            reorder.mutate(data.lines, {
              // The order stays on screen: a notification says so and leads to the cart.
              onSuccess: () =>
                toast.show({
                  tone: 'positive',
                  title: t('detail.reordered'),
                  action: {
                    label: t('detail.toCart'),
                    altText: tShop('toasts.cartInHeader'),
                    href: hrefOf(countrySite, 'cart'),
                  },
                }),
            })
          }
        >
          {t('detail.reorder')}
        </Button>
        {data.invoice_url ? (
          <Link href={data.invoice_url} newTab>
            {t('detail.invoice')}
          </Link>
        ) : null}
        <Link href={hrefOf(countrySite, 'trackingOrder', { public_id: data.public_id })}>
          {t('detail.trackingPage')}
        </Link>
      </Inline>
      {reorder.isError ? <Alert tone="critical">{t('detail.reorderFailed')}</Alert> : null}
      <OrderSummary lines={data.lines} totals={data.totals} site={countrySite} />
      <Panel title={t('detail.shipment')}>
        <Text>
          {tTracking(`shipmentModes.${data.shipment_mode}`)}
          {data.carrier ? ` · ${carrierNames[data.carrier]}` : ''}
        </Text>
        {tracking.data ? (
          <TrackingTimeline {...tracking.data.tracking} site={countrySite} />
        ) : (
          <Skeleton shape="block" height="large" />
        )}
      </Panel>
      <Columns columns={{ mobile: 1, tablet: 3 }} space="large">
        {data.delivery_address ? (
          <Panel title={t('detail.deliveryAddress')}>
            <PostalAddress address={data.delivery_address} />
          </Panel>
        ) : null}
        {data.billing_address ? (
          <Panel title={t('detail.billingAddress')}>
            <PostalAddress address={data.billing_address} />
          </Panel>
        ) : null}
        <Panel title={t('detail.payment')}>
          <dl>
            <Text as="dt" tone="muted">
              {t('detail.paymentMethod')}
            </Text>
            <Text as="dd">{paymentMethodName(data.payment.method)}</Text>
            <Text as="dt" tone="muted">
              {t('detail.paymentStatus')}
            </Text>
            <Text as="dd">{label('paymentStatuses', data.payment.status)}</Text>
          </dl>
          {data.payment.retry_url ? (
            <Link href={data.payment.retry_url} weight="strong">
              {t('detail.payNow')}
            </Link>
          ) : null}
        </Panel>
      </Columns>
    </div>
  );
}
