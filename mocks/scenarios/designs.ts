import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { seedCustomerDesigns } from '../fixtures/designs.ts';
import { logInAs, prepareSession } from './helpers.ts';

/** Saved designs of `designs.many` in each brand's shop: many pages of each design library. */
export const manyDesignsCount = 150;

export const designScenarios = {
  /** The demo customer with a much longer design library than the seed's, in each brand's shop. */
  'designs.many': [
    logInAs(demoAccounts.customer),
    prepareSession('designs.many', () => {
      const customer = db.customers.find((candidate) => candidate.email === demoAccounts.customer);
      if (!customer) return;
      db.designs = [
        ...db.designs.filter((design) => design.owner_customer_id !== customer.id),
        ...seedCustomerDesigns(customer.id, db.articles, manyDesignsCount),
        ...seedCustomerDesigns(customer.id, db.articles, manyDesignsCount, 'second'),
      ];
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
