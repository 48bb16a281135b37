import {
  AccountConfigScreen,
  accountConfigData,
} from '@shop/ui/features/screens/AccountConfigScreen/AccountConfigScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('accountsConfig', {
  props: () => ({}),
  data: accountConfigData,
  render: () => <AccountConfigScreen />,
});
