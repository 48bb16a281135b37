import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';

/** Why the last payment did not go through: focused as it appears, so it is read first. */
export function PaymentFailure({ message }: { message: string }) {
  const { t } = useTranslation('checkout');
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    errorRef.current?.focus();
  }, [message]);
  return (
    <div ref={errorRef} tabIndex={-1}>
      <Alert tone="critical" title={t('payment.failedTitle')} urgency="assertive">
        {message}
      </Alert>
    </div>
  );
}
