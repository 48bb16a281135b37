import { hrefOf } from '@shop/domain';
import { CartScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => <CartScreen checkoutHref={hrefOf(match.countrySite, 'checkout')} />,
  prefetch: CartScreen.prefetch,
};
