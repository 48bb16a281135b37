import { sessionCustomerSchema, type Customer, type SessionCustomer } from '@shop/domain';

/**
 * The part of an API customer the session keeps (extra fields dropped). Loaded when a page needs
 * it (a saved profile), so that the page's first load carries no zod.
 */
export function sessionCustomerOf(customer: Customer): SessionCustomer {
  return sessionCustomerSchema.parse(customer);
}
