/** Fields of the storefront session (spec section 3). */
export const sessionFields = [
  'fotiApiClient',
  'isConsentGiven',
  'isAdsAccepted',
  'isAnalyticsAccepted',
  'consentVersion',
  'screenWidth',
  'screenHeight',
  'screenDevicePixelRatio',
  'ga4ClientId',
  'ga4SessionId',
  'ga4SessionNumber',
  'customer',
  'updateDateCustomer',
] as const;
export type SessionField = (typeof sessionFields)[number];
