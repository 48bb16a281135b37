import { carrierNames, siteDates, type CountrySite, type Tracking } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';
import { Text } from '../../../design-system/primitives/Text/Text.tsx';
import { Timeline } from '../../../design-system/primitives/Timeline/Timeline.tsx';
import { description, details, term } from './TrackingTimeline.css.ts';

export type TrackingTimelineProps = Pick<
  Tracking,
  'events' | 'carrier' | 'tracking_number' | 'carrier_tracking_url' | 'estimated_delivery'
> & {
  /** The country site: the dates in its language and, by default, its time zone. */
  site: Pick<CountrySite, 'locale' | 'timeZone'>;
  /** IANA time zone of the dates; the country site's by default. */
  timeZone?: string;
};

/** The shipment of an order: its tracking events, oldest first, with carrier, number and link. */
export function TrackingTimeline({
  events,
  carrier,
  tracking_number: trackingNumber,
  carrier_tracking_url: carrierTrackingUrl,
  estimated_delivery: estimatedDelivery,
  site,
  timeZone,
}: TrackingTimelineProps) {
  const { t } = useTranslation('tracking');
  const dateSite = { locale: site.locale, timeZone: timeZone ?? site.timeZone };
  return (
    <Stack space="large">
      <dl className={details}>
        <dt className={term}>{t('timeline.carrier')}</dt>
        <dd className={description}>{carrier ? carrierNames[carrier] : t('timeline.noCarrier')}</dd>
        {trackingNumber ? (
          <>
            <dt className={term}>{t('timeline.trackingNumber')}</dt>
            <dd className={description}>
              {carrierTrackingUrl ? (
                <Link href={carrierTrackingUrl} newTab>
                  {trackingNumber}
                </Link>
              ) : (
                trackingNumber
              )}
            </dd>
          </>
        ) : null}
        {estimatedDelivery ? (
          <>
            <dt className={term}>{t('timeline.estimatedDelivery')}</dt>
            <dd className={description}>{siteDates(dateSite).calendarDay(estimatedDelivery)}</dd>
          </>
        ) : null}
      </dl>
      {events.length > 0 ? (
        <Timeline
          label={t('timeline.label')}
          site={dateSite}
          events={events.map((event, index) => ({
            id: String(index),
            state: event.state,
            date: event.occurred_at,
            description: [event.description, event.location].filter(Boolean).join(' · '),
          }))}
        />
      ) : (
        <Text tone="muted">{t('timeline.noEvents')}</Text>
      )}
    </Stack>
  );
}
