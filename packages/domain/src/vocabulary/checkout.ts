/** The four checkout steps in the order the customer walks them (spec section 3). */
export const checkoutSteps = [
  { number: 1, name: 'contact' },
  { number: 2, name: 'address' },
  { number: 3, name: 'shipment' },
  { number: 4, name: 'payment' },
] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
export const checkoutStepNames = [
  'contact',
  'address',
  'shipment',
  'payment',
] as const satisfies readonly CheckoutStep['name'][];
export type CheckoutStepName = (typeof checkoutStepNames)[number];

/** How an order reaches the customer; ADDRESS is the plain "send to an address" mode. */
export const shipmentModes = ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER'] as const;
export type ShipmentMode = (typeof shipmentModes)[number];

export const deliveryTypes = ['SEND', 'MANAGED'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const deliveryAddressKinds = [
  'PICKPOINT',
  'FACTORY_PICKUP',
  'ADDRESS',
  'PICKPOINT_CUSTOMER',
] as const;
export type DeliveryAddressKind = (typeof deliveryAddressKinds)[number];
