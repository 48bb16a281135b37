import { HomeScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: () => <HomeScreen />,
  prefetch: HomeScreen.prefetch,
  preloadImages: [HomeScreen.heroImage],
};
