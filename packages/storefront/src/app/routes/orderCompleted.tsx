import { hrefOf } from '@shop/domain';
import {
  OrderCompletedScreen,
  orderCompletedData,
} from '@shop/ui/features/screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
import { trackingQueries } from '@shop/ui/features/data/trackingQueries.ts';
import { signUp, termsHref } from '../signUp.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('orderCompleted', {
  props: ({ query, countrySite }, customer) => ({
    brand: countrySite.brand,
    publicId: typeof query.public_id === 'string' ? query.public_id : '',
    isGuest: customer === null,
  }),
  // Without a public id, or with one of no order, the page is a 404: nothing to thank for.
  subject: ({ brand, publicId }, client) => trackingQueries.tracking(client, brand, publicId),
  data: orderCompletedData,
  render: ({ publicId, isGuest }, { match }) => (
    <OrderCompletedScreen
      publicId={publicId}
      isGuest={isGuest}
      trackingHref={hrefOf(match.countrySite, 'trackingOrder', {
        public_id: publicId || '-',
      })}
      // The new account takes the order over and opens on its orders.
      onSignUp={(request) => signUp(request, hrefOf(match.countrySite, 'accountsOrders'))}
      termsHref={termsHref(match)}
    />
  ),
});
