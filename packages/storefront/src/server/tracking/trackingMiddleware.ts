import {
  affiliateToRecord,
  cookies,
  createApiClient,
  extractTrackingParameters,
  parseAwc,
  serializeTrackingParameters,
  type CookieDefinition,
} from '@shop/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { productApiBaseUrl } from '../proxy/upstream.ts';
import type { StorefrontEnv } from '../session/context.ts';

export interface TrackingOptions {
  /** The product API, as the server reaches it (`productApiFetch`). */
  readonly fetchProductApi: typeof fetch;
  /** The affiliate hit must not hold the page up longer than this. */
  readonly timeoutMs: number;
  readonly secureCookies: boolean;
  readonly defaultLanguage: string;
}

function setDefinedCookie(
  c: Context,
  definition: CookieDefinition,
  value: string,
  secureCookies: boolean,
) {
  setCookie(c, definition.name, value, {
    path: definition.path,
    secure: secureCookies && definition.secure,
    httpOnly: definition.httpOnly,
    sameSite: definition.sameSite,
    ...(definition.maxAgeSeconds === undefined ? {} : { maxAge: definition.maxAgeSeconds }),
  });
}

/**
 * Attribution on page requests (spec sections 7 and 9): a numeric `afcust` sends the affiliate hit
 * to the product API once and sets the 15-day affiliate cookie; `awc` is kept 30 days; the tracking
 * parameters of the landing URL 14 days. Runs after the session middleware, before page rendering.
 */
export function trackingMiddleware(options: TrackingOptions): MiddlewareHandler<StorefrontEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const query = url.searchParams;

    const afcust = affiliateToRecord(query, getCookie(c, cookies.affiliate.name));
    if (afcust !== undefined && (await sendAffiliateHit(c, options, afcust, url))) {
      // The hit names the session's id as the visitor's device: that id must outlive the request.
      c.var.sessionState.keep();
      setDefinedCookie(c, cookies.affiliate, afcust, options.secureCookies);
    }

    const awc = parseAwc(query.get('awc'));
    if (awc !== undefined) setDefinedCookie(c, cookies.awc, awc, options.secureCookies);

    const tracking = extractTrackingParameters(query);
    if (Object.keys(tracking).length > 0) {
      setDefinedCookie(
        c,
        cookies.trackingParameters,
        serializeTrackingParameters(tracking),
        options.secureCookies,
      );
    }

    await next();
  };
}

/** POST /affiliates/hits; a failure is logged and the hit is tried again on the next landing. */
async function sendAffiliateHit(
  c: Context<StorefrontEnv>,
  options: TrackingOptions,
  afcust: string,
  url: URL,
): Promise<boolean> {
  const client = createApiClient({
    mode: 'direct',
    baseUrl: productApiBaseUrl,
    fetch: options.fetchProductApi,
    sessionId: c.var.session.fotiApiClient,
    language: options.defaultLanguage,
    timeoutMs: options.timeoutMs,
  });
  const campaign = url.searchParams.get('utm_campaign') ?? undefined;
  try {
    await client.call('affiliates.recordHit', {
      customer_id: afcust,
      // The visitor's device as the storefront knows it: its session id.
      device_footprint: c.var.session.fotiApiClient,
      domain: url.hostname,
      url: url.href,
      ip: c.var.clientIp || 'unknown',
      ...(campaign ? { campaign } : {}),
    });
    return true;
  } catch (error) {
    c.var.logger.warn({ err: error, afcust }, 'Affiliate hit failed');
    return false;
  }
}
