import { catalogueQueries, TagsListScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tagsList', {
  props: () => ({}),
  prefetch: (_, { client, queryClient }) =>
    queryClient.prefetchQuery(catalogueQueries.tags(client)),
  render: () => <TagsListScreen />,
});
