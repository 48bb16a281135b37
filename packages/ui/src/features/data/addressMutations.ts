import type { EndpointInput } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider.tsx';
import { profileQueries } from './profileQueries.ts';

/** One of the customer's addresses as the profile's form saves it: a new one, or a saved one by its id. */
export type SavedAddressChange =
  EndpointInput<'customers.createAddress'> | EndpointInput<'customers.updateAddress'>;

/**
 * Saves an address of the customer's address book (adds it, or changes a saved one when it names
 * its `address_id`); the address list is read again either way, so it shows what the API keeps.
 */
export function useSaveAddress() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedAddressChange) =>
      'address_id' in change && change.address_id !== undefined
        ? client.call('customers.updateAddress', change)
        : client.call('customers.createAddress', change),
    onSettled: () => queryClient.invalidateQueries(profileQueries.addresses(client)),
  });
}
