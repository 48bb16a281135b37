import { hrefOf } from '@shop/domain';
import { checkoutQueries } from '@shop/ui/features/data/checkoutQueries.ts';
import { OrderCompletedScreen } from '@shop/ui/features/screens/OrderCompletedScreen/OrderCompletedScreen.tsx';
import { signUp, termsHref } from '../signUp.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('orderCompleted', {
  props: ({ query }, customer) => ({
    publicId: typeof query.public_id === 'string' ? query.public_id : '',
    isGuest: customer === null,
  }),
  prefetch: ({ publicId }, { client, queryClient }) =>
    publicId === ''
      ? Promise.resolve()
      : queryClient.prefetchQuery(checkoutQueries.placedOrderTracking(client, publicId)),
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
