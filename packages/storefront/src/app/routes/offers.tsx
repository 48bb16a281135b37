import { OffersScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: () => <OffersScreen />,
  prefetch: OffersScreen.prefetch,
};
