import type { Customer } from '@shop/domain';
import type { CustomerFixture } from '../fixtures/customers.ts';

export function presentCustomer(customer: CustomerFixture): Customer {
  const {
    password: _password,
    addresses: _addresses,
    deletion_requested_at: _deletionRequestedAt,
    ...profile
  } = customer;
  return profile;
}
