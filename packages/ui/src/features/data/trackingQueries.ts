import { ApiError, type ApiClient, type BrandId } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Query options of order tracking, shared by the tracking screens and the server prefetch. */
export const trackingQueries = {
  /** Shipment state and events of an order of this brand's shops (/tracking/{public_id}). */
  tracking: (client: ApiClient, brand: BrandId, publicId: string) =>
    queryOptions({
      queryKey: ['tracking', publicId],
      // No public id names no order: not found, as the product API answers an unknown one.
      queryFn: ({ signal }) =>
        publicId === ''
          ? Promise.reject(new ApiError({ url: '/tracking/', reason: 'http', upstreamStatus: 404 }))
          : client.call('tracking.get', { public_id: publicId, brand }, { signal }),
    }),
  /** An action the customer must take on an order (/tracking/{public_id}/user_required_actions/{id}). */
  userRequiredAction: (client: ApiClient, publicId: string, actionId: string) =>
    queryOptions({
      queryKey: ['tracking', publicId, 'userRequiredActions', actionId],
      queryFn: ({ signal }) =>
        client.call(
          'tracking.getUserRequiredAction',
          { public_id: publicId, action_public_id: actionId },
          { signal },
        ),
    }),
};
