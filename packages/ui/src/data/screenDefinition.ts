import type { ApiClient } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export interface ScreenContext {
  client: ApiClient;
  params: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
}

/**
 * A page body and the queries it reads, declared so the server can prefetch them before it
 * renders and the browser does not fetch them again.
 */
export interface ScreenDefinition<Props extends object = object> {
  component: ComponentType<Props>;
  prefetch?: (queryClient: QueryClient, context: ScreenContext) => Promise<unknown>;
}
