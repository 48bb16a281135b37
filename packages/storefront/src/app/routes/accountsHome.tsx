import { AccountHomeScreen, recentOrdersQuery } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsHome', {
  props: ({ countrySite }, customer) => ({ customer, brand: countrySite.brand }),
  prefetch: ({ brand }, { client, queryClient }) =>
    queryClient.prefetchQuery(recentOrdersQuery(client, brand)),
  // The authentication guard has run: an anonymous visitor never gets here.
  render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
});
