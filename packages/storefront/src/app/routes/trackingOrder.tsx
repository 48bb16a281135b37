import { TrackingScreen, trackingQueries } from '@shop/ui';
import { defineRoute } from '../defineRoute.tsx';

export default defineRoute('trackingOrder', {
  props: ({ params }) => ({ publicId: params.public_id }),
  subject: ({ publicId }, client) => trackingQueries.tracking(client, publicId),
  render: ({ publicId }) => <TrackingScreen key={publicId} publicId={publicId} />,
});
