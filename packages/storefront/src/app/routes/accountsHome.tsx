import { AccountHomeScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  // The authentication guard has run: an anonymous visitor never gets here.
  render: ({ customer }) => (customer ? <AccountHomeScreen customer={customer} /> : null),
  prefetch: AccountHomeScreen.prefetch,
};
