import { accountOrderQueries, AccountOrderScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsOrder', {
  props: ({ params }) => ({ orderId: params.order_id }),
  // Another customer's order or an unknown id answers 404 from the product API: the page's 404.
  subject: ({ orderId }, client) => accountOrderQueries.order(client, orderId),
  render: ({ orderId }) => <AccountOrderScreen key={orderId} orderId={orderId} />,
});
