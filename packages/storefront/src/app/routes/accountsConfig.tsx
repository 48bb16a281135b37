import { AccountConfigScreen } from '@shop/ui/features/screens/AccountConfigScreen/AccountConfigScreen.tsx';
import { foticosQueries } from '@shop/ui/features/data/foticosQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsConfig', {
  props: () => ({}),
  prefetch: (_, { client, queryClient }) =>
    queryClient.prefetchQuery(foticosQueries.config(client)),
  render: () => <AccountConfigScreen />,
});
