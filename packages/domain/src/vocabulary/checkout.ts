/** The four checkout steps in the order the customer walks them (spec section 3). */
export const checkoutStepNames = ['contact', 'address', 'shipment', 'payment'] as const;
export type CheckoutStepName = (typeof checkoutStepNames)[number];
/** A step's place in the walk, 1 to 4 (the `?step=` of old links and the stepper's numbers). */
export type CheckoutStepNumber = 1 | 2 | 3 | 4;

export interface CheckoutStep {
  number: CheckoutStepNumber;
  name: CheckoutStepName;
}
export const checkoutSteps: readonly CheckoutStep[] = checkoutStepNames.map((name, index) => ({
  number: (index + 1) as CheckoutStepNumber,
  name,
}));

/** The name of step `number`. */
export function checkoutStepName(number: CheckoutStepNumber): CheckoutStepName {
  return checkoutStepNames[number - 1] ?? 'contact';
}

/** The number of a step, or of the first step for a name the walk does not know. */
export function checkoutStepNumber(name: unknown): CheckoutStepNumber {
  const index = checkoutStepNames.indexOf(name as CheckoutStepName);
  return (index < 0 ? 1 : index + 1) as CheckoutStepNumber;
}

/** How an order reaches the customer; ADDRESS is the plain "send to an address" mode. */
export const shipmentModes = ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER'] as const;
export type ShipmentMode = (typeof shipmentModes)[number];

export const deliveryTypes = ['SEND', 'MANAGED'] as const;

export const deliveryAddressKinds = [
  'PICKPOINT',
  'FACTORY_PICKUP',
  'ADDRESS',
  'PICKPOINT_CUSTOMER',
] as const;
export type DeliveryAddressKind = (typeof deliveryAddressKinds)[number];
