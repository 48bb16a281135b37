import { hrefOf } from '@shop/domain';
import { TrackingLookupScreen } from '@shop/ui';
import type { ScreenEntry } from '../screenEntry.ts';

export const screen: ScreenEntry = {
  render: ({ match, navigate }) => (
    <TrackingLookupScreen
      onFound={(publicId) =>
        navigate(hrefOf(match.countrySite, 'trackingOrder', { public_id: publicId }))
      }
    />
  ),
};
