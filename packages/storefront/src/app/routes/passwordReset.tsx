import { PasswordResetPage } from '../authPages.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('passwordReset', {
  props: () => ({}),
  render: (_, { match }) => <PasswordResetPage match={match} />,
});
