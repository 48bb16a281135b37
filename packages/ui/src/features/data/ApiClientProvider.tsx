import type { ApiClient } from '@shop/domain';
import { createContext, useContext, type ReactNode } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives screens the product API client: direct on the server, through /api/proxy in the browser. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider above it');
  return client;
}
