import { useTranslation } from 'react-i18next';
import { Alert } from '../../../design-system/primitives/Alert/Alert.tsx';
import { Skeleton } from '../../../design-system/primitives/Skeleton/Skeleton.tsx';
import { Stack } from '../../../design-system/primitives/Stack/Stack.tsx';

/** In place of the shipment options: while they load, when they failed, or when there are none. */
export function ShipmentOptionsNotice({ status }: { status: 'loading' | 'error' | 'none' }) {
  const { t } = useTranslation('checkout');
  if (status === 'loading') {
    return (
      <Stack space="small">
        <Skeleton shape="block" height="large" />
        <Skeleton shape="block" height="large" />
      </Stack>
    );
  }
  if (status === 'error') return <Alert tone="critical">{t('shipment.loadError')}</Alert>;
  return <Alert tone="caution">{t('shipment.none')}</Alert>;
}
