import { catalogueQueries } from '@shop/ui/features/data/catalogueQueries.ts';
import { TagsListScreen } from '@shop/ui/features/screens/TagsListScreen/TagsListScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tagsList', {
  props: () => ({}),
  prefetch: (_, { client, queryClient }) =>
    queryClient.prefetchQuery(catalogueQueries.tags(client)),
  render: () => <TagsListScreen />,
});
