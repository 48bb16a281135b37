import { hrefOf } from '@shop/domain';
import { CartScreen, cartData } from '@shop/ui/features/screens/CartScreen/CartScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('cart', {
  props: () => ({}),
  data: cartData,
  render: (_, { match }) => <CartScreen checkoutHref={hrefOf(match.countrySite, 'checkout')} />,
});
