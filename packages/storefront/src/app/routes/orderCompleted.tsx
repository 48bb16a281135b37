import { hrefOf } from '@shop/domain';
import {
  OrderCompletedScreen,
  orderCompletedData,
} from '@shop/ui/features/screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
import { signUp, termsHref } from '../signUp.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('orderCompleted', {
  props: ({ query }, customer) => ({
    publicId: typeof query.public_id === 'string' ? query.public_id : '',
    isGuest: customer === null,
  }),
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
