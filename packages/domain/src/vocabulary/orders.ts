/** Order status codes (spec section 3); numbers because the product API sends numbers. */
export const orderStatusCodes = [0, 1, 2, 4, 8, 9, 10, 13, 14, 15, 16, 17, 200, 201, 202] as const;
export type OrderStatusCode = (typeof orderStatusCodes)[number];

/** What each order status means, in the spec's words (the UI shows the translation, not this text). */
export const orderStatusMeanings = {
  0: 'recently received',
  1: 'entered production',
  2: 'errors',
  4: 'kept because of non-payment',
  8: 'packed',
  9: 'shipped',
  10: 'canceled',
  13: 'production finished',
  14: 'available in pickup point',
  15: 'delivered',
  16: 'not delivered',
  17: 'not shipped',
  200: 'waiting for download',
  201: 'downloading',
  202: 'downloaded',
} as const satisfies Record<OrderStatusCode, string>;

/** Status codes of other entities (the spec does not say which); named by meaning. */
export const otherStatusCodes = { canceled: 100, completed: 5, confirmed: 8 } as const;
export type OtherStatusCode = (typeof otherStatusCodes)[keyof typeof otherStatusCodes];

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
export type UserRequiredActionType = (typeof userRequiredActionTypes)[number];

export const ticketStatuses = ['PENDING', 'RESOLVED', 'ARCHIVED'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
