import { hrefOf } from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { useCountrySite } from '../../data/CountrySiteContext.tsx';
import { accountOrderQueries } from '../../data/orderQueries.ts';
import { screenData, useScreenData } from '../../data/screenData.ts';
import { trackingQueries } from '../../data/trackingQueries.ts';
import { AsyncState } from '../../fragments/AsyncState/AsyncState.tsx';
import { Link } from '../../../design-system/primitives/Link/Link.tsx';
import { page } from '../screens.css.ts';
import { OrderHeader } from './OrderHeader.tsx';
import { OrderPanels } from './OrderPanels.tsx';

export interface AccountOrderScreenProps {
  /** The order's id in the product API, from /accounts/orders/:order_id. */
  orderId: number;
}

/** What an order's page reads: the order, then its tracking once the order names it. */
export const accountOrderData = screenData(
  ({ orderId }: AccountOrderScreenProps, { client, countrySite, cached }) => {
    const order = accountOrderQueries.order(client, countrySite.brand, orderId);
    const placed = cached(order.queryKey);
    return {
      order,
      tracking: placed
        ? trackingQueries.tracking(client, countrySite.brand, placed.order.public_id)
        : undefined,
    };
  },
);

/** /accounts/orders/:order_id: one order with its lines, shipment, addresses, payment and invoice. */
export function AccountOrderScreen({ orderId }: AccountOrderScreenProps) {
  const { t } = useTranslation('orders');
  const countrySite = useCountrySite();
  const { order, tracking } = useScreenData(accountOrderData, { orderId });
  return (
    <div className={page}>
      <Link href={hrefOf(countrySite, 'accountsOrders')}>{t('detail.back')}</Link>
      <AsyncState
        read={order}
        loading={{ shape: 'table' }}
        texts={{ loading: t('detail.loading'), error: t('detail.error'), retry: t('list.retry') }}
      >
        {(data) => (
          <>
            <OrderHeader order={data.order} tracking={tracking.data?.tracking} />
            <OrderPanels order={data.order} tracking={tracking} />
          </>
        )}
      </AsyncState>
    </div>
  );
}
