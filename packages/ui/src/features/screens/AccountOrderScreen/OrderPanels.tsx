import { carrierNames, type Order, type AddressInput, type Tracking } from '@shop/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { AsyncState, type AsyncRead } from '../../fragments/AsyncState/AsyncState.tsx';
import { OrderSummary } from '../../fragments/OrderSummary/OrderSummary.tsx';
import { TrackingTimeline } from '../../fragments/TrackingTimeline/TrackingTimeline.tsx';
import { usePaymentMethodName, useVocabularyLabel } from '../../i18n/useVocabularyLabel.ts';
import { Columns } from '../../../design-system/primitives/Columns/Columns.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import * as styles from './AccountOrderScreen.css.ts';

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

/** An order's lines and totals, its shipment with its tracking, its addresses and its payment. */
export function OrderPanels({
  order: data,
  tracking,
}: {
  order: Order;
  tracking: AsyncRead<{ tracking: Tracking }>;
}) {
  const { t } = useTranslation('orders');
  const { t: tTracking } = useTranslation('tracking');
  const label = useVocabularyLabel();
  const paymentMethodName = usePaymentMethodName();
  const countrySite = useCountrySite();
  return (
    <>
      <OrderSummary lines={data.lines} totals={data.totals} site={countrySite} />
      <Panel title={t('detail.shipment')}>
        <Text>
          {tTracking(`shipmentModes.${data.shipment_mode}`)}
          {data.carrier ? ` · ${carrierNames[data.carrier]}` : ''}
        </Text>
        <AsyncState read={tracking} loading={{ shape: 'list' }} errorTone="caution">
          {(answer) => <TrackingTimeline {...answer.tracking} site={countrySite} />}
        </AsyncState>
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
    </>
  );
}
