import type { Customer } from '@shop/domain';
import {
  AccountProfileScreen,
  accountProfileData,
} from '@shop/ui/features/screens/AccountProfileScreen/AccountProfileScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';
import { useSession } from '../SessionContext.tsx';

/** The profile page; a saved change refreshes the session's copy (greeting, header). */
function ProfilePage() {
  const { update } = useSession();
  const onProfileSaved = (customer: Customer) =>
    void import('../sessionCustomerOf.ts')
      .then(({ sessionCustomerOf }) =>
        update({
          customer: sessionCustomerOf(customer),
          updateDateCustomer: customer.updated_at,
        }),
      )
      .catch(() => undefined);
  return <AccountProfileScreen onProfileSaved={onProfileSaved} />;
}

export default defineRoute('accountsProfile', {
  props: () => ({}),
  data: accountProfileData,
  render: () => <ProfilePage />,
});
