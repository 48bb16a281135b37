import { hrefOf } from '@shop/domain';
import { TrackingLookupScreen } from '@shop/ui/features/screens/TrackingLookupScreen/TrackingLookupScreen.tsx';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('tracking', {
  props: () => ({}),
  render: (_, { match, navigate }) => (
    <TrackingLookupScreen
      onFound={(publicId) =>
        navigate(hrefOf(match.countrySite, 'trackingOrder', { public_id: publicId }))
      }
    />
  ),
});
