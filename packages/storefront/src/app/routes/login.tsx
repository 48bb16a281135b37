import { LoginPage } from '../authPages.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('login', {
  props: () => ({}),
  render: (_, { match }) => <LoginPage match={match} />,
});
