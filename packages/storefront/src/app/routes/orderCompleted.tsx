import { hrefOf } from '@shop/domain';
import {
  OrderCompletedScreen,
  orderCompletedData,
} from '@shop/ui/features/screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
import { trackingQueries } from '@shop/ui/features/data/trackingQueries.ts';
import { signUp, termsHref } from '../signUp.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('orderCompleted', {
  props: ({ query }, customer) => ({
    publicId: typeof query.public_id === 'string' ? query.public_id : '',
    isGuest: customer === null,
  }),
  // Without a public id, or with one of no order, the page is a 404: nothing to thank for.
  subject: ({ publicId }, client) => trackingQueries.tracking(client, publicId),
  data: orderCompletedData,
  render: (props, { match }) => (
    <OrderCompletedScreen
      {...props}
      trackingHref={hrefOf(match.countrySite, 'trackingOrder', {
        public_id: props.publicId || '-',
      })}
      // The new account takes the order over and opens on its orders.
      onSignUp={(request) => signUp(request, hrefOf(match.countrySite, 'accountsOrders'))}
      termsHref={termsHref(match)}
    />
  ),
});
