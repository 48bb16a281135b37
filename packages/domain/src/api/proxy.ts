// The proxy's side of a proxy call, run by the storefront server; the browser's API client takes
// only the proxy's addresses (proxyAddresses.ts) and the call's type, so no zod reaches its entry.
import { z } from 'zod/mini';
import { httpMethods } from './endpoint.ts';
import type { EndpointName, NamedEndpoint } from './endpoints/index.ts';
import { imageUploadPath } from './proxyAddresses.ts';

/**
 * The JSON body of a proxy call. `query` and `body` hold the already-encoded wire fields
 * (see `encodeFieldValue`); the proxy sends `query` as the query string and `body` form-urlencoded.
 */
export const proxyRequestSchema = z.object({
  path: z
    .string()
    .check(
      z.regex(
        /^\/(?!\/)[^\\?#]*$/,
        'A product API path: starts with one slash, no query, no backslash',
      ),
    ),
  method: z.enum(httpMethods),
  query: z._default(z.record(z.string(), z.string()), {}),
  headers: z._default(z.record(z.string(), z.string()), {}),
  body: z.optional(z.record(z.string(), z.string())),
});
export type ProxyRequest = z.input<typeof proxyRequestSchema>;

/**
 * Endpoints the browser may not call through the proxy: their answers carry the customer's token
 * (the server keeps it in the session, so login goes through `/api/auth`), the server makes the
 * call itself (affiliate hits), or the body is multipart (`{proxyUrl}/upload`).
 */
const serverOnlyEndpoints: readonly EndpointName[] = [
  'auth.login',
  'auth.register',
  'auth.resetPassword',
  'auth.logout',
  'affiliates.recordHit',
  'images.upload',
];

/** Whether the browser may call an endpoint through the proxy's JSON envelope. */
export function isProxyable(endpoint: NamedEndpoint): boolean {
  return !serverOnlyEndpoints.includes(endpoint.name) && endpoint.encoding !== 'multipart';
}

/**
 * Whether an endpoint takes the brand whose shops it works in (orders, tracking, designs, tickets,
 * invoices, commissions, checkout): the storefront's server sets it to its own brand, whatever
 * the browser sent, so one brand's storefront never reads or writes another's.
 */
export function isBrandScoped(endpoint: NamedEndpoint): boolean {
  return 'brand' in endpoint.request.shape;
}

/** Headers a browser may ask the proxy to forward; the proxy sets authorization itself from the session. */
const forwardableProxyHeaders = ['accept', 'accept-language', 'x-request-id'] as const;

function apiUrl(baseUrl: string, path: string): { base: URL; url: URL } {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return { base, url: new URL(`.${path}`, base) };
}

function upstreamHeaders(
  browserHeaders: Readonly<Record<string, string>>,
  serverHeaders: Readonly<Record<string, string>> | undefined,
): Headers {
  const headers = new Headers();
  for (const name of forwardableProxyHeaders) {
    const value = browserHeaders[name];
    if (value !== undefined) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(serverHeaders ?? {})) headers.set(name, value);
  return headers;
}

/**
 * Builds the upstream request of a proxy call, for the storefront server. Refuses paths that
 * would leave the product API (`..`, encoded slashes) so the proxy cannot be pointed elsewhere.
 */
export function toProductApiRequest(
  payload: unknown,
  options: { baseUrl: string; headers?: Readonly<Record<string, string>>; signal?: AbortSignal },
): Request {
  const call = proxyRequestSchema.parse(payload);
  const { base, url } = apiUrl(options.baseUrl, call.path);
  if (
    url.origin !== base.origin ||
    !url.pathname.startsWith(base.pathname) ||
    /%2f|%5c|%2e|[\p{Cc}\s]|\/\.\.?(\/|$)/iu.test(call.path)
  )
    throw new Error(`Refused product API path ${call.path}`);
  for (const [name, value] of Object.entries(call.query)) url.searchParams.set(name, value);
  const headers = upstreamHeaders(call.headers, options.headers);
  const hasBody = call.method !== 'GET';
  if (hasBody) headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(url, {
    method: call.method,
    headers,
    body: hasBody ? new URLSearchParams(call.body ?? {}) : null,
    signal: options.signal ?? null,
  });
}

/**
 * Builds the upstream request of an upload through `{proxyUrl}/upload`: the browser's multipart
 * fields, re-encoded, to `/images/upload`. Refuses a body without an `img` file.
 */
export async function toProductApiUploadRequest(
  incoming: Request,
  options: { baseUrl: string; headers?: Readonly<Record<string, string>>; signal?: AbortSignal },
): Promise<Request> {
  const form = await incoming.formData();
  if (!(form.get('img') instanceof Blob)) throw new Error('An image upload needs an img file');
  const browserHeaders = Object.fromEntries(incoming.headers);
  return new Request(apiUrl(options.baseUrl, imageUploadPath).url, {
    method: 'POST',
    // The runtime writes the multipart content type with a fresh boundary.
    headers: upstreamHeaders(browserHeaders, options.headers),
    body: form,
    signal: options.signal ?? null,
  });
}
