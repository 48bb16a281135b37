import { hrefOf } from '@shop/domain';
import { CartScreen, cartQueries } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('cart', {
  props: () => ({}),
  prefetch: (_, { client, queryClient }) => queryClient.prefetchQuery(cartQueries.cart(client)),
  render: (_, { match }) => <CartScreen checkoutHref={hrefOf(match.countrySite, 'checkout')} />,
});
