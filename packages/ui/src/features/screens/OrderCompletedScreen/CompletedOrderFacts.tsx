import { carrierNames, siteDates, type Tracking } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import * as styles from './OrderCompletedScreen.css.ts';

/** The order's summary: how it ships (and when it is expected), and where its payment stands. */
export function CompletedOrderFacts({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation('checkout');
  const countrySite = useCountrySite();
  return (
    <section className={styles.panel} aria-labelledby="order-completed-summary">
      <Heading level={2} size="medium" id="order-completed-summary">
        {t('completed.summary')}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('completed.shipment')}</dt>
        <dd className={styles.value}>
          {t(`shipment.modes.${tracking.shipment_mode}`)}
          {tracking.carrier ? ` · ${carrierNames[tracking.carrier]}` : ''}
        </dd>
        {tracking.estimated_delivery ? (
          <>
            <dt className={styles.term}>{t('completed.estimatedDelivery')}</dt>
            <dd className={styles.value}>
              {siteDates(countrySite).calendarDay(tracking.estimated_delivery)}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('completed.payment')}</dt>
        <dd className={styles.value}>{t(`completed.paymentStatus.${tracking.payment_status}`)}</dd>
      </dl>
    </section>
  );
}
