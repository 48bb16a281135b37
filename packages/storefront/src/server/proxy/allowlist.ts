import { endpointList, type EndpointName, type HttpMethod, type NamedEndpoint } from '@shop/domain';

// belongs in @shop/domain: whether an endpoint may be called through the proxy is a property of its
// definition (e.g. a `proxy: false` flag); kept here until the contract has it.
/**
 * Endpoints the browser may not call through `/api/proxy`: their answers carry the customer's token
 * (the server keeps it in the session, so login goes through `/api/auth`), the server makes the call
 * itself (affiliate hits), or the body is multipart (`/api/proxy/upload`).
 */
export const serverOnlyEndpoints: readonly EndpointName[] = [
  'auth.login',
  'auth.register',
  'auth.resetPassword',
  'auth.logout',
  'affiliates.recordHit',
  'images.upload',
];

export interface ProxyAllowlist {
  /** The endpoint a method and concrete path belong to, or undefined when the proxy refuses it. */
  match(method: HttpMethod, path: string): NamedEndpoint | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/cart/lines/{line_id}` → a pattern where `{line_id}` is one path segment, never `.` or `..`. */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[a-z_][a-z0-9_]*\})/i)
    .map((part) =>
      /^\{[a-z_][a-z0-9_]*\}$/i.test(part) ? '(?!\\.{1,2}(?:/|$))[^/?#\\\\]+' : escapeRegExp(part),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The proxy's allowlist: the domain's endpoint definitions (method and path), minus the server-only ones. */
export function createProxyAllowlist(
  endpoints: readonly NamedEndpoint[] = endpointList,
): ProxyAllowlist {
  const open = endpoints
    .filter(
      (endpoint) =>
        !serverOnlyEndpoints.includes(endpoint.name) && endpoint.encoding !== 'multipart',
    )
    .map((endpoint) => ({ endpoint, pattern: pathPattern(endpoint.path) }));
  return {
    match(method, path) {
      // A percent-encoded dot, percent sign, slash, backslash or control character, or a raw control
      // or white-space character, would become `..` (or vanish) when the URL is parsed, here or by
      // the product API decoding once more: such a path names a segment other than it seems to.
      if (/%(?:2e|25|2f|5c|[01][0-9a-f]|7f)|[\p{Cc}\s]/iu.test(path)) return undefined;
      // The path as the product API will receive it is the one that must be allowed.
      const normalised = URL.canParse(path, 'http://proxy.invalid')
        ? new URL(path, 'http://proxy.invalid').pathname
        : undefined;
      if (normalised !== path) return undefined;
      return open.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(path))
        ?.endpoint;
    },
  };
}
