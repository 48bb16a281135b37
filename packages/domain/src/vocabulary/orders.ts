/** Order status codes (spec section 3); numbers because the product API sends numbers. */
export const orderStatusCodes = [0, 1, 2, 4, 8, 9, 10, 13, 14, 15, 16, 17, 200, 201, 202] as const;
export type OrderStatusCode = (typeof orderStatusCodes)[number];

/** Status codes of other entities (the spec does not say which); named by meaning. */
export const otherStatusCodes = { canceled: 100, completed: 5, confirmed: 8 } as const;

export const shipmentTrackingStates = [
  'PROCESSING',
  'ON_ROUTE',
  'ON_DELIVERY',
  'DELIVERED',
  'INCIDENCE',
  'PENDING_TO_PICK',
  'PICKED',
] as const;
export type ShipmentTrackingState = (typeof shipmentTrackingStates)[number];

export const userRequiredActionTypes = ['PROVIDE_DATA_TO_REFUND'] as const;

export const ticketStatuses = ['PENDING', 'RESOLVED', 'ARCHIVED'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
