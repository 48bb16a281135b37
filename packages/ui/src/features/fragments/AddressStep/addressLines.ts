import type { AddressInput } from '@shop/domain';

/** How a saved address reads in a card or a choice: who, the street, the place. */
export function addressLines(address: AddressInput) {
  return {
    name: [address.first_name, address.last_name].join(' '),
    company: address.company_name ?? null,
    street: [address.street, address.street_number, address.additional].filter(Boolean).join(' '),
    place: [address.postcode, address.city, address.province].filter(Boolean).join(' '),
  };
}

/** The short name of an address for buttons and dialogs: street, number and city. */
export const addressName = (address: AddressInput) =>
  `${[address.street, address.street_number].filter(Boolean).join(' ')}, ${address.city}`;
