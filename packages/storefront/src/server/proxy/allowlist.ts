import {
  endpointList,
  isProxyable,
  pathTemplatePattern,
  type HttpMethod,
  type NamedEndpoint,
} from '@shop/domain';

export interface ProxyAllowlist {
  /** The endpoint a method and concrete path belong to, or undefined when the proxy refuses it. */
  match(method: HttpMethod, path: string): NamedEndpoint | undefined;
}

/** The proxy's allowlist: the domain's endpoint definitions (method and path), minus the server-only ones. */
export function createProxyAllowlist(
  endpoints: readonly NamedEndpoint[] = endpointList,
): ProxyAllowlist {
  const open = endpoints
    .filter(isProxyable)
    .map((endpoint) => ({ endpoint, pattern: pathTemplatePattern(endpoint.path) }));
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
