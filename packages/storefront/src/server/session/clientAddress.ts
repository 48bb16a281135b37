/**
 * The client's address behind `trustedProxies` proxies of our own (`TRUST_PROXY`), like Express's
 * `trust proxy` with a hop count: each of our proxies appends the address it was called from to
 * X-Forwarded-For, so the client's is the right-most hop our proxies did not write. Hops further
 * left were written by the client and prove nothing. With no trusted proxy it is the socket's peer.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies <= 0 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // The socket's peer is the nearest proxy; it wrote the last hop, and so on leftwards.
  return hops.at(-trustedProxies) ?? hops[0] ?? peer;
}
