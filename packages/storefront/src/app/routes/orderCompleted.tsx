import { hrefOf } from '@shop/domain';
import { OrderCompletedScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: ({ match, customer }) => {
    const publicId = typeof match.query.public_id === 'string' ? match.query.public_id : '';
    return (
      <OrderCompletedScreen
        publicId={publicId}
        isGuest={customer === null}
        trackingHref={hrefOf(match.countrySite, 'trackingOrder', { public_id: publicId || '-' })}
        createAccountHref={hrefOf(match.countrySite, 'login')}
      />
    );
  },
  prefetch: OrderCompletedScreen.prefetch,
};
