import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { seedCommissions, seedInvoices } from '../fixtures/foticos.ts';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { logInAs, prepareSession } from './helpers.ts';

/** Rows of `invoices.many` and `foticos.manyCommissions`: many pages of 20. */
export const manyFoticosRows = 90;

const noPage = (page: number, perPage: number) => ({
  page,
  per_page: perPage,
  total_items: 0,
  total_pages: 0,
});

function foticosAccount() {
  return db.customers.find((candidate) => candidate.email === demoAccounts.foticos);
}

export const foticosScenarios = {
  /** The foticos account with invoices going back years. */
  'invoices.many': [
    logInAs(demoAccounts.foticos),
    prepareSession('invoices.many', () => {
      const account = foticosAccount();
      if (!account) return;
      db.invoices = [
        ...db.invoices.filter((invoice) => invoice.customer_id !== account.id),
        ...seedInvoices(account.id, manyFoticosRows),
      ];
    }),
  ],
  /** The foticos account before any of its designs sold. */
  'foticos.noCommissions': [
    logInAs(demoAccounts.foticos),
    route('foticos.listCommissions', ({ input }) => ({
      commissions: [],
      totals: { pending: { amount: 0, currency: 'PLN' }, paid: { amount: 0, currency: 'PLN' } },
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  /** The foticos account with a long commission history. */
  'foticos.manyCommissions': [
    logInAs(demoAccounts.foticos),
    prepareSession('foticos.manyCommissions', () => {
      const account = foticosAccount();
      if (!account) return;
      const designs = db.designs.filter((design) => design.author_id === account.id);
      const orders = db.orders.filter((order) => order.customer_id !== account.id);
      db.commissions = [
        ...db.commissions.filter((commission) => commission.customer_id !== account.id),
        ...seedCommissions(account.id, designs, orders, manyFoticosRows),
      ];
    }),
  ],
  /** The foticos account without designs to administer. */
  'foticos.noDesigns': [
    logInAs(demoAccounts.foticos),
    route('foticos.listDesigns', ({ input }) => ({
      designs: [],
      pagination: noPage(input.page, input.per_page),
    })),
  ],
  /** The foticos account; saving the settings is refused with a reason on the website. */
  'foticos.configRefused': [
    logInAs(demoAccounts.foticos),
    route('foticos.updateConfig', () => {
      throw new MockApiError(400, mockErrorCodes.invalidRequest, 'The website does not answer', {
        website: 'Not reachable',
      });
    }),
  ],
} satisfies Record<string, HttpHandler[]>;
