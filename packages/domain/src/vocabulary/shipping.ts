/** Shipping carriers (spec section 1). */
export const carriers = [
  'CORREOS',
  'MONDIAL_RELAY',
  'DHL_PARCEL',
  'GLS',
  'CHRONOEXPRESS',
  'UPS',
] as const;
export type Carrier = (typeof carriers)[number];

/**
 * Each carrier's trade name, the same in every language: what the footer, the shipment step, the
 * tracking pages and the product API's shipment option names call it.
 */
export const carrierNames = {
  CORREOS: 'Correos',
  MONDIAL_RELAY: 'Mondial Relay',
  DHL_PARCEL: 'DHL Parcel',
  GLS: 'GLS',
  CHRONOEXPRESS: 'Chronoexpress',
  UPS: 'UPS',
} as const satisfies Record<Carrier, string>;
