import { hrefOf } from '@shop/domain';
import { CartScreen, cartData } from '@shop/ui/features/screens/CartScreen/CartScreen.tsx';
import { lazy } from 'react';
import { defineRoute } from '../defineRoute.tsx';

// A designed line's preview draws the design with the constructor's canvas: it loads when the
// customer opens it, so the cart's own bundle does not carry it.
const SavedDesignPreview = lazy(() =>
  import('@shop/ui/constructor/preview').then((module) => ({
    default: module.SavedDesignPreview,
  })),
);

export default defineRoute('cart', {
  props: () => ({}),
  data: cartData,
  render: (_, { match }) => (
    <CartScreen
      checkoutHref={hrefOf(match.countrySite, 'checkout')}
      designPreview={SavedDesignPreview}
    />
  ),
});
