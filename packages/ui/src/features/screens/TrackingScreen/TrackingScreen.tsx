import {
  displayNames,
  hrefOf,
  previewSourcesOf,
  type Tracking,
  type TrackingDestination,
  type TrackingItem,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '../../data/catalogueQueries.ts';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { NotFound } from '../NotFound.tsx';
// The items read like the order summary's lines, without prices.
import * as lineStyles from '../../fragments/OrderSummary/OrderSummary.css.ts';
import { OrderStatusBadge } from '../../fragments/OrderStatusBadge/OrderStatusBadge.tsx';
import { PaymentInstructions } from '../../fragments/PaymentInstructions/PaymentInstructions.tsx';
import { TrackingTimeline } from '../../fragments/TrackingTimeline/TrackingTimeline.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import { Image } from '../../../design-system/primitives/Image/Image.tsx';
import { Inline } from '../../../design-system/primitives/Inline/Inline.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { page } from '../screens.css.ts';
import { PendingActionAlerts } from './PendingActionAlerts.tsx';
import * as styles from './TrackingScreen.css.ts';

export interface TrackingScreenProps {
  /** The order's public id of the URL (/tracking/{public_id}). */
  publicId: string;
  /** IANA time zone of the event dates; the browser's by default. */
  timeZone?: string;
}

/** Where the parcel goes: a pickup point in full, a home address as the public page may show it. */
function Destination({ destination }: { destination: TrackingDestination }) {
  const { i18n } = useTranslation();
  const country = displayNames(i18n.language, 'region').of(destination.country);
  return (
    <address className={styles.destination}>
      <Text as="p">{destination.name}</Text>
      {destination.street ? <Text as="p">{destination.street}</Text> : null}
      <Text as="p">
        {destination.postcode} {destination.city}, {country ?? destination.country}
      </Text>
    </address>
  );
}

function Items({ items }: { items: readonly TrackingItem[] }) {
  const { t } = useTranslation('tracking');
  return (
    <section className={styles.panel} aria-labelledby="tracking-items">
      <Heading level={2} size="medium" id="tracking-items">
        {t('order.items')}
      </Heading>
      <ul className={lineStyles.lines}>
        {items.map((item, index) => (
          <li key={index} className={lineStyles.line}>
            <Image
              sources={previewSourcesOf(item.url_preview)}
              sizes="3rem"
              decorative
              aspectRatio="1:1"
              fit="contain"
              rounded
            />
            <Text>
              <span className={lineStyles.lineName}>
                {t('order.item', { quantity: item.quantity, name: item.article_name })}
              </span>
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the tracking page reads: the order's tracking, by the public id of the URL. */
export const trackingData = screenData(
  ({ publicId }: Pick<TrackingScreenProps, 'publicId'>, { client, countrySite }) => ({
    tracking: trackingQueries.tracking(client, countrySite.brand, publicId),
  }),
);

/** An order's tracking page (/tracking/{public_id}): status, actions waiting for the customer, shipment, destination and items. */
export function TrackingScreen({ publicId, timeZone }: TrackingScreenProps) {
  const { t } = useTranslation('tracking');
  const countrySite = useCountrySite();
  const { tracking } = useScreenData(trackingData, { publicId });

  if (tracking.isError && isNotFoundError(tracking.error))
    return <NotFound countrySite={countrySite} />;
  return (
    <div className={page}>
      <AsyncState
        read={tracking}
        loading={{ shape: 'table', count: 2, heading: true, space: 'large' }}
        showLoadingText
        texts={{ loading: t('order.loading') }}
      >
        {({ tracking: data }) => <TrackedOrder data={data} timeZone={timeZone} />}
      </AsyncState>
    </div>
  );
}

/** The order as its tracking shows it. */
function TrackedOrder({ data, timeZone }: { data: Tracking; timeZone: string | undefined }) {
  const { t } = useTranslation('tracking');
  const { t: tAccount } = useTranslation('account');
  const countrySite = useCountrySite();
  return (
    <>
      <Stack space="small">
        <Heading level={1}>{t('order.title', { number: data.order_number })}</Heading>
        <Inline space="small" alignY="center">
          <Text tone="muted">{t('order.status')}</Text>
          <OrderStatusBadge statusCode={data.status_code} />
        </Inline>
        {/* The badge and its sentence both say the order's status, so they cannot disagree. */}
        <Text>{tAccount(`orderStatusDescription.${data.status_code}`)}</Text>
      </Stack>
      <PendingActionAlerts tracking={data} />
      {data.payment_instructions ? (
        <PaymentInstructions instructions={data.payment_instructions} site={countrySite} />
      ) : null}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="tracking-shipment">
          <Heading level={2} size="medium" id="tracking-shipment">
            {t('order.shipment')}
          </Heading>
          <TrackingTimeline
            events={data.events}
            carrier={data.carrier}
            tracking_number={data.tracking_number}
            carrier_tracking_url={data.carrier_tracking_url}
            estimated_delivery={data.estimated_delivery}
            site={countrySite}
            timeZone={timeZone}
          />
        </section>
        <section className={styles.panel} aria-labelledby="tracking-delivery">
          <Heading level={2} size="medium" id="tracking-delivery">
            {t('order.delivery')}
          </Heading>
          <Text>{t(`shipmentModes.${data.shipment_mode}`)}</Text>
          {data.destination ? <Destination destination={data.destination} /> : null}
          <Text size="small" tone="muted">
            {t('order.help')}{' '}
            <Link href={hrefOf(countrySite, 'helpCenter')}>{t('order.helpLink')}</Link>
          </Text>
        </section>
      </div>
      {data.items.length > 0 ? <Items items={data.items} /> : null}
    </>
  );
}
