import { AccountHomeScreen, recentOrdersQuery } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsHome', {
  props: (_, customer) => ({ customer }),
  prefetch: (_, { client, queryClient }) => queryClient.prefetchQuery(recentOrdersQuery(client)),
  // The authentication guard has run: an anonymous visitor never gets here.
  render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
});
