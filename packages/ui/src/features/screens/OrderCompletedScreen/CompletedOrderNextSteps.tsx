import { useTranslation } from 'react-i18next';
import { Heading } from '../../../design-system/primitives/Heading/Heading.tsx';
import * as styles from './OrderCompletedScreen.css.ts';

/** What happens to the order now: production, shipping, delivery. */
export function CompletedOrderNextSteps() {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.panel} aria-labelledby="order-completed-next">
      <Heading level={2} size="medium" id="order-completed-next">
        {t('completed.nextTitle')}
      </Heading>
      <ol className={styles.steps}>
        <li>{t('completed.next.production')}</li>
        <li>{t('completed.next.shipping')}</li>
        <li>{t('completed.next.delivery')}</li>
      </ol>
    </section>
  );
}
