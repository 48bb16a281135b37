/** Query parameters kept from a landing URL for attribution (spec section 3). */
export const trackingParameters = [
  'utm_content',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_productid',
  'gclid',
  'fbclid',
  'fbp',
  'fbc',
  'msclkid',
  'gbraid',
  'wbraid',
] as const;
export type TrackingParameter = (typeof trackingParameters)[number];
