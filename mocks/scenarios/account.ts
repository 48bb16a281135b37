import { endpointList } from '@shop/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, nextId } from '../db.ts';
import { demoAccounts } from '../fixtures/customers.ts';
import { buildOrderLine, orderNumber, orderPublicId, trackingEvents } from '../fixtures/orders.ts';
import { MockApiError, mockErrorCodes } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { areaPredicate, logInAs, prepareSession } from './helpers.ts';

const loginRequired = new Set(
  endpointList
    .filter((endpoint) => endpoint.access === 'customer' || endpoint.access === 'foticos')
    .map((endpoint) => endpoint.name),
);

/** Extra orders of `orders.many` in each brand's shop: six more pages at the default 20 per page. */
export const manyOrdersCount = 120;

/** Extra open tickets of `tickets.many` in each brand's shop: three more pages of 10. */
export const manyTicketsCount = 30;

/** Lines of the order `orders.manyLines` makes long. */
export const manyLinesCount = 14;

export const accountScenarios = {
  /** Every call that needs a login answers 401, and logging in fails. */
  'auth.unauthenticated': [
    ...(['auth', 'customers', 'orders', 'tickets', 'invoices', 'foticos'] as const).map((area) =>
      http.all(
        areaPredicate(area, (name) => loginRequired.has(name)),
        () =>
          HttpResponse.json(
            { error: { error_code: mockErrorCodes.unauthenticated, message: 'Login required' } },
            { status: 401 },
          ),
      ),
    ),
    route('auth.login', () => {
      throw new MockApiError(401, mockErrorCodes.wrongCredentials, 'Wrong e-mail or password');
    }),
  ],
  /** The session is logged in as the demo customer (every order status, carrier and tracking state). */
  'auth.customer': [logInAs(demoAccounts.customer)],
  'account.customer': [logInAs(demoAccounts.customer)],
  /** The session is logged in as the foticos account: invoices, commissions, config, designs admin. */
  'account.foticos': [logInAs(demoAccounts.foticos)],
  /** The session is logged in as the account that may not order, open tickets or see invoices. */
  'account.restricted': [logInAs(demoAccounts.restricted)],
  /** The demo customer, with many more orders than a page holds in each brand's shop. */
  'orders.many': [
    logInAs(demoAccounts.customer),
    prepareSession('orders.many', () => {
      const customer = db.customers.find((candidate) => candidate.email === demoAccounts.customer);
      for (const [shop, firstId] of [
        ['WPX-ES', 700001],
        ['TZ-ES', 800001],
      ] as const) {
        const template = db.orders.find(
          (order) =>
            order.customer_id === customer?.id && order.shop === shop && order.status_code === 15,
        );
        if (!template) continue;
        for (let index = 0; index < manyOrdersCount; index += 1) {
          const id = firstId + index;
          const created = new Date(
            Date.parse('2026-06-01T10:00:00.000Z') - index * 3 * 86_400_000,
          ).toISOString();
          db.orders.push({
            ...template,
            id,
            number: orderNumber(id, shop),
            public_id: orderPublicId(id),
            created_at: created,
            events: trackingEvents(template.tracking_state, created, 'Madrid'),
            user_required_actions: [],
          });
        }
      }
    }),
  ],
  /** The demo customer's newest order (WPXES-100001 and TZES-100301) holds 14 lines. */
  'orders.manyLines': [
    logInAs(demoAccounts.customer),
    prepareSession('orders.manyLines', () => {
      for (const id of [100001, 100301]) {
        const order = db.orders.find((candidate) => candidate.id === id);
        if (!order) continue;
        order.lines = db.articles.slice(0, manyLinesCount).map((article, index) =>
          buildOrderLine(article, {
            id: id * 100 + index,
            quantity: article.min_quantity,
            design_id: article.customizable ? `d-${article.id}-1` : null,
          }),
        );
      }
    }),
  ],
  /** The demo customer with many more open tickets than a page holds, in each brand's shop. */
  'tickets.many': [
    logInAs(demoAccounts.customer),
    prepareSession('tickets.many', () => {
      const templates = db.tickets.filter(
        (ticket) => ticket.customer_id !== null && ticket.status === 'PENDING',
      );
      for (const shop of ['WPX-ES', 'TZ-ES'] as const) {
        const template = templates.find((ticket) => ticket.shop === shop);
        if (!template) continue;
        for (let index = 0; index < manyTicketsCount; index += 1) {
          const created = new Date(
            Date.parse('2026-05-01T09:00:00.000Z') - index * 86_400_000,
          ).toISOString();
          db.tickets.push({
            ...template,
            id: nextId('ticket'),
            created_at: created,
            updated_at: created,
            messages: template.messages.map((message) => ({ ...message, created_at: created })),
          });
        }
      }
    }),
  ],
  /** The demo customer without any order. */
  'orders.empty': [
    logInAs(demoAccounts.customer),
    route('orders.list', ({ input }) => ({
      orders: [],
      pagination: { page: input.page, per_page: input.per_page, total_items: 0, total_pages: 0 },
    })),
  ],
} satisfies Record<string, HttpHandler[]>;
