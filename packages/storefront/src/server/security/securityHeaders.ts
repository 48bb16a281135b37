import type { Context, MiddlewareHandler } from 'hono';
import { nanoid } from 'nanoid';
import type { StorefrontEnv } from '../session/context.ts';
import { errorResponse } from '../api/http.ts';

/** Strict-Transport-Security: two years, subdomains included. */
export const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** Extra `connect-src` sources (the development server's WebSocket, a direct-mode product API). */
  readonly connectSources?: readonly string[];
  /**
   * Extra `img-src` sources (the product images' CDN), or a function giving them once the server
   * listens (the embedded mock's pictures are served from the server's own address).
   */
  readonly imageSources?: readonly string[] | (() => readonly string[]);
}

/** The headers of one response, each `[name, value]`: the fixed ones and the policy with its nonce. */
export type SecurityHeaderList = readonly (readonly [string, string])[];

/** Where the nonce goes in the policy's text. */
const nonceSlot = Symbol('nonce');

/** The Content-Security-Policy's directives, in the order they are written. */
function policyDirectives(options: SecurityHeadersOptions) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", nonceSlot],
    // Component styles are static CSS files; inline style attributes from React stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(typeof options.imageSources === 'function'
        ? options.imageSources()
        : (options.imageSources ?? [])),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  } satisfies Record<string, (string | typeof nonceSlot)[]>;
}

/** The headers that are the same on every response. */
const fixedHeaders: SecurityHeaderList = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** The security headers a handler that writes its response itself sends (see `sentDirectly`). */
export function securityHeadersOf(c: Context<StorefrontEnv>): SecurityHeaderList | undefined {
  return c.get('securityHeaders');
}

/**
 * Security headers on every response. The Content-Security-Policy carries a fresh nonce per
 * response: 132 random bits (22 URL-safe characters) from nanoid's pool of random bytes. Page
 * rendering reads it as `c.get('secureHeadersNonce')` and puts it on its inline `<script>`
 * elements. Framing is refused, MIME sniffing off, referrers cut to the origin across sites.
 *
 * The policy's text is made once, split at the nonce: a response only joins the two halves
 * around its nonce. The headers are set on the response after the handler; a handler that writes
 * to the socket itself (a page from the page cache) sends the same list (`securityHeadersOf`).
 */
export function securityHeaders(
  options: SecurityHeadersOptions = {},
): MiddlewareHandler<StorefrontEnv> {
  // Made on the first request: requests only come once the server listens.
  let halves: readonly [string, string] | undefined;
  const policyHalves = () => {
    const policy = Object.entries(policyDirectives(options))
      .map(([directive, sources]) =>
        [directive, ...sources.map((source) => (source === nonceSlot ? '\0' : source))].join(' '),
      )
      .join('; ');
    const [beforeNonce = '', afterNonce = ''] = policy.split('\0');
    return [beforeNonce, afterNonce] as const;
  };
  return async (c, next) => {
    halves ??= policyHalves();
    const [beforeNonce, afterNonce] = halves;
    let nonce = c.get('secureHeadersNonce');
    if (!nonce) {
      nonce = nanoid(22);
      c.set('secureHeadersNonce', nonce);
    }
    const headers: SecurityHeaderList = [
      ['Content-Security-Policy', `${beforeNonce}'nonce-${nonce}'${afterNonce}`],
      ...fixedHeaders,
    ];
    c.set('securityHeaders', headers);
    await next();
    // A response written to the socket already carried them.
    if (c.get('sentDirectly')) return;
    const responseHeaders = c.res.headers;
    for (const [name, value] of headers) responseHeaders.set(name, value);
    responseHeaders.delete('X-Powered-By');
  };
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
