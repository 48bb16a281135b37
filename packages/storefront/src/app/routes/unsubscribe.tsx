import { UnsubscribeScreen } from '@shop/ui/features/screens/UnsubscribeScreen/UnsubscribeScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('unsubscribe', {
  // The newsletter's mails link here with the reader's address and a token.
  props: ({ query }) => ({ email: query.email, token: query.token }),
  render: (props) => <UnsubscribeScreen key={`${props.email} ${props.token}`} {...props} />,
});
