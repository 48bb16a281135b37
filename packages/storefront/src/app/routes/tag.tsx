import { TagScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { pageOf, paramOf } from './queryValues.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <TagScreen key={paramOf(match, 'slug')} slug={paramOf(match, 'slug')} page={pageOf(match)} />
  ),
  prefetch: TagScreen.prefetch,
  isNotFound: TagScreen.isNotFound,
};
