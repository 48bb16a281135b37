import { TrackingScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';
import { paramOf } from './queryValues.ts';

export const screen: ScreenEntry = {
  render: ({ match }) => (
    <TrackingScreen key={paramOf(match, 'public_id')} publicId={paramOf(match, 'public_id')} />
  ),
  prefetch: TrackingScreen.prefetch,
  isNotFound: TrackingScreen.isNotFound,
};
