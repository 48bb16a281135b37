import { hrefOf, type Tracking } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';

/** Each action the order waits for from the customer, with the link to its page. */
export function PendingActionAlerts({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation('tracking');
  const countrySite = useCountrySite();
  const pendingActions = tracking.user_required_actions.filter(
    (action) => action.status === 'PENDING',
  );
  return pendingActions.map((action) => (
    <Alert
      key={action.public_id}
      tone="caution"
      title={t(`actions.${action.type}.title`)}
      action={
        <Link
          href={hrefOf(countrySite, 'userRequiredAction', {
            public_id: tracking.public_id,
            user_required_action_public_id: action.public_id,
          })}
          weight="strong"
        >
          {t(`actions.${action.type}.cta`)}
        </Link>
      }
    >
      {t(`actions.${action.type}.summary`)}
    </Alert>
  ));
}
