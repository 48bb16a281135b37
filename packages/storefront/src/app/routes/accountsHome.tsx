import { AccountHomeScreen } from '@shop/ui/features/screens/AccountHomeScreen/AccountHomeScreen.tsx';
import { accountHomeData } from '@shop/ui/features/screens/AccountHomeScreen/accountHomeData.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsHome', {
  props: (_, customer) => ({ customer }),
  // Every block the customer sees, read on the server: the page arrives whole.
  data: accountHomeData,
  // The authentication guard has run: an anonymous visitor never gets here.
  render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
});
