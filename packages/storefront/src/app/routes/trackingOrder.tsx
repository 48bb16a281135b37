import {
  TrackingScreen,
  trackingData,
} from '@shop/ui/features/screens/TrackingScreen/TrackingScreen.tsx';
import { trackingQueries } from '@shop/ui/features/data/trackingQueries.ts';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('trackingOrder', {
  props: ({ params, countrySite }) => ({ brand: countrySite.brand, publicId: params.public_id }),
  // An unknown public id, or an order of another brand's shops, answers 404 from the product API.
  subject: ({ brand, publicId }, client) => trackingQueries.tracking(client, brand, publicId),
  data: trackingData,
  render: ({ publicId }) => <TrackingScreen key={publicId} publicId={publicId} />,
});
