/**
 * How long a product API answer counts as fresh, on the server and in the browser (TanStack
 * Query's `staleTime`). The server's micro-cache of anonymous pages keeps a page as long: a cached
 * page's data is never older than what the browser would still use without fetching again.
 */
export const queryStaleTimeMs = 60_000;
