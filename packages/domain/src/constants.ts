/** Layout breakpoints in px (spec section 9); `desktop` is the fallback when the width is unknown. */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const daySeconds = day / second;

/** A cookie the shop sets; `maxAgeSeconds` absent means a browser-session cookie. */
export interface CookieDefinition {
  readonly name: string;
  readonly maxAgeSeconds?: number;
  readonly path: '/';
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax' | 'Strict' | 'None';
}

/**
 * Cookies of spec section 9. The spec gives ages and flags, not names: the names are ours.
 * The storefront's session cookie is sealed; its max age is also the session's maximum age.
 */
export const cookies = {
  /** Affiliate customer id from `afcust`; its presence means the affiliate hit was already sent. */
  affiliate: {
    name: 'shop_afcust',
    maxAgeSeconds: 15 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  },
  /** The `awc` query parameter (second tracking cookie). */
  awc: {
    name: 'shop_awc',
    maxAgeSeconds: 30 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  },
  /** Tracking parameters kept from the landing URL, as a query string. */
  trackingParameters: {
    name: 'shop_tracking',
    maxAgeSeconds: 14 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  },
  /** Last known viewport, so the server renders for the right breakpoint. Read by the client too. */
  viewport: {
    name: 'shop_viewport',
    maxAgeSeconds: 365 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: false,
    sameSite: 'Strict',
  },
  /** The country site a visitor picked in the switcher; `/` sends them back to it. Set by the client. */
  countrySite: {
    name: 'shop_country_site',
    maxAgeSeconds: 365 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: false,
    sameSite: 'Lax',
  },
  /** Sealed storefront session; max age not in the spec, 30 days is ours. */
  session: {
    name: 'shop_session',
    maxAgeSeconds: 30 * daySeconds,
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Lax',
  },
} as const satisfies Record<string, CookieDefinition>;

/** Articles the constructor (/create/{article_id}) accepts have an id below this. */
export const articleIdLimit = 20000;

/** Help-centre category ids named in the spec. */
export const helpCenterCategories = {
  beforePurchase: 3,
  ordersWaiting: 5,
  ordersReceived: 7,
} as const;

/** Featured help-centre topic id lists, in the spec's order (what each list features is not shown). */
export const helpCenterTopicIdLists = [
  [90, 23, 25, 27],
  [17, 21, 33, 29],
  [8, 11, 26, 31],
  [17, 21, 31, 29],
] as const;

/** Routes preloaded at the same time at most. */
export const routePreloadConcurrency = 4;

/** The client re-fetches the auth session this often (and when the window becomes visible). */
export const authRefreshIntervalMs = 24 * hour;

/** Polling builds/latest.json for a new build; the spec does not give the interval, 5 minutes is ours. */
export const buildCheckIntervalMs = 5 * minute;

/** Version of the consent texts; raising it asks every visitor again. The spec does not show the value. */
export const consentVersion = 1;

/**
 * Version of the privacy policy a customer accepts at sign-up and checkout; raising it asks every
 * customer again. The spec shows only the consent texts' version (above), not this value.
 */
export const privacyPolicyVersion = 1;

/**
 * Whether the customer accepted the privacy policy in force, so the checkout need not ask again.
 * Here rather than beside the customer's schema, so the checkout does not load the API's schemas.
 */
export const hasCurrentPrivacyConsent = (customer: {
  privacy_consent: { version: number } | null;
}) => customer.privacy_consent?.version === privacyPolicyVersion;

/** Age from which a customer counts as an adult. */
export const adultAge = 18;

/** Session ids are random; this is the default length (configurable by the server). */
export const defaultSessionIdLength = 32;

/** Sealing passwords shorter than this are refused. */
export const sessionPasswordMinLength = 32;

/** Page a logged-in customer is sent to from pages for anonymous visitors only, unless configured. */
export const defaultLoggedInRedirect = '/';
