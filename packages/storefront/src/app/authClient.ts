import { createAuthClient } from '@shop/domain';

/** The browser's client of the storefront's own /api/auth endpoints. */
export const browserAuthClient = () =>
  createAuthClient({ fetch: (input, init) => fetch(input, init), baseUrl: '/api/auth' });
