import { CmsPageScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { paramOf } from './queryValues.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <CmsPageScreen key={paramOf(match, 'slug')} slug={paramOf(match, 'slug')} />
  ),
  prefetch: CmsPageScreen.prefetch,
  isNotFound: CmsPageScreen.isNotFound,
};
