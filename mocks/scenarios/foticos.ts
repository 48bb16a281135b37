import { brandOfShop } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { buildDesign } from '../fixtures/designs.ts';
import { buildFoticosConfig, seedCommissions, seedInvoices } from '../fixtures/foticos.ts';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { logInAs, prepareSession } from './helpers.ts';

/** Extra designs of `foticos.manyDesigns`: three pages of 20 with the seed's. */
export const manyAdminDesigns = 48;

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
      // Sales in the main brand's shops: its account lists them (the second brand's has its own).
      const orders = db.orders.filter(
        (order) => order.customer_id !== account.id && brandOfShop(order.shop) === 'main',
      );
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
  /** The foticos account with many more designs to administer, half of them published. */
  'foticos.manyDesigns': [
    logInAs(demoAccounts.foticos),
    prepareSession('foticos.manyDesigns', () => {
      const account = foticosAccount();
      const templates = db.designs.filter((design) => design.author_id === account?.id);
      if (!account || templates.length === 0) return;
      for (let index = 0; index < manyAdminDesigns; index += 1) {
        const template = templates[index % templates.length] ?? templates[0];
        if (!template) return;
        db.designs.push(
          buildDesign({
            ...template,
            id: `${template.id}-v${index + 1}`,
            approved: index % 2 === 0,
            popularity: index,
            updated_at: new Date(
              Date.parse('2026-09-30T09:00:00.000Z') - index * 86_400_000,
            ).toISOString(),
          }),
        );
      }
    }),
  ],
  /** A foticos account that has not set up its website or payout account yet. */
  'foticos.newAccount': [
    logInAs(demoAccounts.foticos),
    prepareSession('foticos.newAccount', () => {
      const account = foticosAccount();
      if (!account) return;
      db.foticosConfigs = [
        ...db.foticosConfigs.filter((config) => config.customer_id !== account.id),
        buildFoticosConfig({
          customer_id: account.id,
          bio: '',
          website: null,
          iban: null,
          holder: null,
        }),
      ];
    }),
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
