import { accountOrderQueries } from '@shop/ui/features/data/orderQueries.ts';
import {
  AccountOrderScreen,
  accountOrderData,
} from '@shop/ui/features/screens/AccountOrderScreen/AccountOrderScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsOrder', {
  props: ({ params, countrySite }) => ({ brand: countrySite.brand, orderId: params.order_id }),
  // Another customer's order, another brand's or an unknown id answers 404 from the product API:
  // the page's 404.
  subject: ({ brand, orderId }, client) => accountOrderQueries.order(client, brand, orderId),
  data: accountOrderData,
  render: ({ orderId }) => <AccountOrderScreen key={orderId} orderId={orderId} />,
});
