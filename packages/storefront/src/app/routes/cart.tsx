import { hrefOf } from '@shop/domain';
import { CartScreen } from '@shop/ui/features/screens/CartScreen/CartScreen.tsx';
import { cartQueries } from '@shop/ui/features/data/cartQueries.ts';
import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('cart', {
  props: () => ({}),
  // The empty cart shows what the shop places there (CART), in the HTML too.
  prefetch: (_, { client, queryClient }) =>
    queryClient
      .fetchQuery(cartQueries.cart(client))
      .then(({ cart }) =>
        cart.lines.length === 0
          ? queryClient.prefetchQuery(catalogueQueries.relatedContent(client, 'CART'))
          : undefined,
      ),
  render: (_, { match }) => <CartScreen checkoutHref={hrefOf(match.countrySite, 'checkout')} />,
});
