import { topicNumberOf } from '@shop/domain';
import { HelpCenterTopicScreen, helpCenterQueries } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenterTopic', {
  // `shipping-costs_23` and `23` are the same topic.
  props: ({ params }) => ({ topicId: topicNumberOf(params.id) }),
  subject: ({ topicId }, client) => helpCenterQueries.topic(client, topicId),
  prefetch: (_props, { client, queryClient }) =>
    queryClient.prefetchQuery(helpCenterQueries.categories(client)),
  render: ({ topicId }) => <HelpCenterTopicScreen key={topicId} topicId={topicId} />,
});
