import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { buildAddress, demoAccounts } from '../fixtures/customers.ts';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { logInAs, prepareSession } from './helpers.ts';

/** Saved addresses of `customers.manyAddresses`: more than a screen holds. */
export const manyAddressesCount = 12;

const cities = [
  ['Calle Mayor', '28013', 'Madrid', 'Madrid'],
  ['Gran Vía', '48001', 'Bilbao', 'Bizkaia'],
  ['Calle Larios', '29005', 'Málaga', 'Málaga'],
  ['Avenida de la Constitución', '41004', 'Sevilla', 'Sevilla'],
] as const;

function demoCustomer() {
  return db.customers.find((candidate) => candidate.email === demoAccounts.customer);
}

export const customerScenarios = {
  /** The demo customer without any saved address. */
  'customers.noAddresses': [
    logInAs(demoAccounts.customer),
    prepareSession('customers.noAddresses', () => {
      const customer = demoCustomer();
      if (customer) customer.addresses = [];
    }),
  ],
  /** The demo customer with a long address book (family, office, holiday flats). */
  'customers.manyAddresses': [
    logInAs(demoAccounts.customer),
    prepareSession('customers.manyAddresses', () => {
      const customer = demoCustomer();
      if (!customer) return;
      customer.addresses = Array.from({ length: manyAddressesCount }, (_, index) => {
        const [street, postcode, city, province] = cities[index % cities.length] ?? cities[0];
        return buildAddress({
          id: 500 + index,
          street,
          street_number: String(10 + index),
          additional: null,
          postcode,
          city,
          province,
          is_default: index === 0,
        });
      });
    }),
  ],
  /** The demo customer; saving the profile is refused with the API's reason on the phone field. */
  'customers.updateRefused': [
    logInAs(demoAccounts.customer),
    route('customers.updateProfile', () => {
      throw new MockApiError(
        400,
        mockErrorCodes.invalidRequest,
        'The phone number is not in service',
        {
          phone: 'Not in service',
        },
      );
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
