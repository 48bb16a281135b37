import { trackingQueries } from '@shop/ui/features/data/trackingQueries.ts';
import {
  UserRequiredActionScreen,
  userRequiredActionData,
} from '@shop/ui/features/screens/UserRequiredActionScreen/UserRequiredActionScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('userRequiredAction', {
  props: ({ params }) => ({
    publicId: params.public_id,
    actionId: params.user_required_action_public_id,
  }),
  subject: ({ publicId, actionId }, client) =>
    trackingQueries.userRequiredAction(client, publicId, actionId),
  data: userRequiredActionData,
  render: (props) => <UserRequiredActionScreen {...props} />,
});
