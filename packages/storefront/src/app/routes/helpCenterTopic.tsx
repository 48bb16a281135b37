import { topicNumberOf } from '@shop/domain';
import {
  HelpCenterTopicScreen,
  helpCenterTopicData,
} from '@shop/ui/features/screens/HelpCenterTopicScreen/HelpCenterTopicScreen.tsx';
import { helpCenterQueries } from '@shop/ui/features/data/helpCenterQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('helpCenterTopic', {
  // `shipping-costs_23` and `23` are the same topic.
  props: ({ params }) => ({ topicId: topicNumberOf(params.id) }),
  subject: ({ topicId }, client) => helpCenterQueries.topic(client, topicId),
  data: helpCenterTopicData,
  render: ({ topicId }, { origin }) => (
    <HelpCenterTopicScreen key={topicId} topicId={topicId} origin={origin} />
  ),
});
