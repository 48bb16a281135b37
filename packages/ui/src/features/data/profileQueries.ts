import type { ApiClient } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';

/** Every query of the customer's profile starts with this key: a save invalidates them all. */
const profileQueryKey = ['profile'] as const;

/** What /accounts/profile reads: the customer's personal data and saved addresses. */
export const profileQueries = {
  profile: (client: ApiClient) =>
    queryOptions({
      queryKey: [...profileQueryKey, 'customer'],
      queryFn: ({ signal }) => client.call('customers.getProfile', {}, { signal }),
    }),
  addresses: (client: ApiClient) =>
    queryOptions({
      queryKey: [...profileQueryKey, 'addresses'],
      queryFn: ({ signal }) => client.call('customers.listAddresses', {}, { signal }),
    }),
};
