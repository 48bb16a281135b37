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
