import type { ApiClient } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where a page's reads go before it renders: the product API and the query cache the page
 * renders from, so the server prefetches what a screen reads and the browser does not fetch it again.
 */
export interface PageReads {
  client: ApiClient;
  queryClient: QueryClient;
}
