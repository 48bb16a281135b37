import {
  TrackingScreen,
  trackingData,
} from '@shop/ui/features/screens/TrackingScreen/TrackingScreen.tsx';
import { trackingQueries } from '@shop/ui/features/data/trackingQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('trackingOrder', {
  props: ({ params }) => ({ publicId: params.public_id }),
  subject: ({ publicId }, client) => trackingQueries.tracking(client, publicId),
  data: trackingData,
  render: ({ publicId }) => <TrackingScreen key={publicId} publicId={publicId} />,
});
