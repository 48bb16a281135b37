import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { nanoid } from 'nanoid';
import type { StorefrontEnv } from '../session/context.ts';
import { errorResponse } from '../api/http.ts';

/** Strict-Transport-Security: two years, subdomains included. */
export const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** Extra `connect-src` sources (the development server's WebSocket, a direct-mode product API). */
  readonly connectSources?: readonly string[];
  /** Extra `img-src` sources (the product images' CDN). */
  readonly imageSources?: readonly string[];
}

/**
 * The response's nonce: 132 random bits (22 URL-safe characters) from nanoid's pool of random
 * bytes, where hono's own asks the platform's CSPRNG once per response.
 */
const pooledNonce: ContentSecurityPolicyOptionHandler = (c, directive) => {
  if (!c.get('secureHeadersNonce')) c.set('secureHeadersNonce', nanoid(22));
  return NONCE(c, directive);
};

/**
 * Security headers on every response. The Content-Security-Policy carries a fresh nonce per
 * response; page rendering reads it as `c.get('secureHeadersNonce')` and puts it on its inline
 * `<script>` elements. Framing is refused, MIME sniffing off, referrers cut to the origin across sites.
 */
export function securityHeaders(
  options: SecurityHeadersOptions = {},
): MiddlewareHandler<StorefrontEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", pooledNonce],
      // Component styles are static CSS files; inline style attributes from React stay allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageSources ?? [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(options.connectSources ?? [])],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  }) as MiddlewareHandler<StorefrontEnv>;
}

/**
 * State-changing API requests must come from the storefront's own pages: a request a browser marks
 * as cross-site (Sec-Fetch-Site) or whose Origin names another host is refused with 403. Together
 * with JSON-only bodies and SameSite cookies this keeps other sites from acting for a visitor.
 */
export function sameOriginWrites(): MiddlewareHandler<StorefrontEnv> {
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site')
      return errorResponse(c, 403, 'Cross-site requests are refused');
    const origin = c.req.header('origin');
    // Scheme, host and port must all be the shop's; an Origin that does not parse is not it.
    if (
      origin !== undefined &&
      (!URL.canParse(origin) || new URL(origin).origin !== c.var.publicOrigin)
    )
      return errorResponse(c, 403, 'Cross-site requests are refused');
    return next();
  };
}
