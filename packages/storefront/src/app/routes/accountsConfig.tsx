import { AccountConfigScreen, foticosQueries } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsConfig', {
  props: () => ({}),
  prefetch: (_, { client, queryClient }) =>
    queryClient.prefetchQuery(foticosQueries.config(client)),
  render: () => <AccountConfigScreen />,
});
