import { trackingParameters, type TrackingParameter } from '../vocabulary/tracking.ts';

export type TrackingValues = Partial<Record<TrackingParameter, string>>;

// Values longer than this are not attribution ids but junk or an attack on the cookie size.
const maxValueLength = 512;

function keepable(value: string | null): value is string {
  return value !== null && value.trim() !== '' && value.length <= maxValueLength;
}

/** The tracking parameters of a URL's query, first value of each, empty and oversized values dropped. */
export function extractTrackingParameters(search: string | URLSearchParams): TrackingValues {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: TrackingValues = {};
  for (const name of trackingParameters) {
    const value = query.get(name);
    if (keepable(value)) values[name] = value;
  }
  return values;
}

/** Cookie value of the tracking-parameters cookie: a query string, so it round-trips any characters. */
export function serializeTrackingParameters(values: TrackingValues): string {
  return new URLSearchParams(Object.entries(values)).toString();
}

export function parseTrackingParameters(cookieValue: string): TrackingValues {
  return extractTrackingParameters(cookieValue);
}

/** `afcust` is an affiliate's customer id: digits only, anything else is ignored. */
export function parseAfcust(value: string | null | undefined): string | undefined {
  return value && /^\d+$/.test(value) ? value : undefined;
}

/**
 * Whether a landing URL triggers the affiliate hit: it carries a numeric `afcust` and the affiliate
 * cookie is not set yet (the hit is sent once; the cookie then remembers it for 15 days).
 */
export function affiliateToRecord(
  search: string | URLSearchParams,
  affiliateCookie: string | undefined,
): string | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const afcust = parseAfcust(query.get('afcust'));
  return afcust !== undefined && affiliateCookie === undefined ? afcust : undefined;
}

/** `awc` (affiliate network click id) is kept when it is a plain token: letters, digits, `_ . -`, at most 256. */
const awcPattern = /^[A-Za-z0-9_.-]{1,256}$/;

/** The awc value to store in its 30-day cookie, or undefined; a newer click replaces the stored one. */
export function parseAwc(value: string | null | undefined): string | undefined {
  return value && awcPattern.test(value) ? value : undefined;
}
