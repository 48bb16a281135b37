import { trackingQueries, UserRequiredActionScreen } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('userRequiredAction', {
  props: ({ params }) => ({
    publicId: params.public_id,
    actionId: params.user_required_action_public_id,
  }),
  subject: ({ publicId, actionId }, client) =>
    trackingQueries.userRequiredAction(client, publicId, actionId),
  render: (props) => <UserRequiredActionScreen {...props} />,
});
