import {
  accountHomeBlocksOf,
  accountHomeQueries,
} from '@shop/ui/features/data/accountHomeQueries.ts';
import { AccountHomeScreen } from '@shop/ui/features/screens/AccountHomeScreen/AccountHomeScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsHome', {
  props: ({ countrySite }, customer) => ({ customer, brand: countrySite.brand }),
  // Every block the customer sees, read on the server: the page arrives whole.
  prefetch: ({ customer, brand }, { client, queryClient }) => {
    const blocks = customer ? accountHomeBlocksOf(customer) : [];
    return Promise.all([
      blocks.includes('orders')
        ? queryClient.prefetchQuery(accountHomeQueries.orders(client, brand))
        : undefined,
      blocks.includes('tickets')
        ? queryClient.prefetchQuery(accountHomeQueries.tickets(client, brand))
        : undefined,
      blocks.includes('designs')
        ? queryClient.prefetchQuery(accountHomeQueries.designs(client, brand))
        : undefined,
    ]);
  },
  // The authentication guard has run: an anonymous visitor never gets here.
  render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
});
