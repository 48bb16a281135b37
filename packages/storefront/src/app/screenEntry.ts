import type { RouteMatch, SessionCustomer } from '@shop/domain';
import type { ScreenContext } from '@shop/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';

export interface ScreenInput {
  match: RouteMatch;
  customer: SessionCustomer | null;
}

/** How a route's page body is made, and what it reads before the server renders it. */
export interface ScreenEntry {
  render: (input: ScreenInput) => ReactElement | null;
  prefetch?: (queryClient: QueryClient, context: ScreenContext) => Promise<unknown>;
}
