import { TagsListScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: () => <TagsListScreen />,
  prefetch: TagsListScreen.prefetch,
};
