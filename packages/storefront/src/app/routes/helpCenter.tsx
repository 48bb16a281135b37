import { hrefOf } from '@shop/domain';
import {
  featuredHelpTopicIds,
  HelpCenterScreen,
} from '@shop/ui/features/screens/HelpCenterScreen/HelpCenterScreen.tsx';
import { helpCenterQueries } from '@shop/ui/features/data/helpCenterQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenter', {
  // The search lives in the URL, so a shared link shows the same results.
  props: ({ query }) => ({ query: query.query ?? '' }),
  prefetch: ({ query }, { client, queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(helpCenterQueries.categories(client)),
      queryClient.prefetchQuery(helpCenterQueries.topicsByIds(client, featuredHelpTopicIds)),
      query ? queryClient.prefetchQuery(helpCenterQueries.search(client, query)) : undefined,
    ]),
  render: ({ query }, { match, navigate }) => (
    <HelpCenterScreen
      query={query}
      onSearch={(next) =>
        navigate(hrefOf(match.countrySite, 'helpCenter', {}, next ? { query: next } : {}))
      }
    />
  ),
});
