import { brandOfShop } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import type { CustomerFixture } from '../fixtures/customers.ts';
import { paginate } from '../present/pagination.ts';
import { forbidden, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { inPeriod } from '../store/dateFilter.ts';
import {
  findOrderByPublicId,
  presentOrder,
  presentOrderSummary,
  presentTracking,
} from '../store/orders.ts';

function requireOrdersAllowed(customer: CustomerFixture): void {
  if (!customer.permissions.accounts_orders) throw forbidden('This account cannot see orders');
}

export const orderHandlers: HttpHandler[] = [
  route('orders.list', ({ input, base, requireCustomer }) => {
    const customer = requireCustomer();
    requireOrdersAllowed(customer);
    const orders = db.orders
      .filter(
        (order) =>
          order.customer_id === customer.id &&
          inPeriod(order.created_at, input.date_filter) &&
          brandOfShop(order.shop) === input.brand &&
          (input.status_code === undefined || order.status_code === input.status_code),
      )
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    const { items, pagination } = paginate(orders, input.page, input.per_page);
    return { orders: items.map((order) => presentOrderSummary(base, order)), pagination };
  }),

  route('orders.get', ({ input, base, language, requireCustomer }) => {
    const customer = requireCustomer();
    requireOrdersAllowed(customer);
    const order = db.orders.find(
      (candidate) =>
        candidate.id === input.order_id &&
        candidate.customer_id === customer.id &&
        brandOfShop(candidate.shop) === input.brand,
    );
    if (!order) throw notFound(`Order ${input.order_id}`);
    return { order: presentOrder(base, order, language) };
  }),
];

export const trackingHandlers: HttpHandler[] = [
  route('tracking.lookup', ({ input }) => {
    const order = db.orders.find(
      (candidate) =>
        candidate.number.toLowerCase() === input.order_number.toLowerCase() &&
        candidate.email.toLowerCase() === input.email.toLowerCase() &&
        brandOfShop(candidate.shop) === input.brand,
    );
    // Same answer for a wrong number and a wrong e-mail: the lookup must not confirm either.
    if (!order) throw notFound('Order with this number and e-mail');
    return { public_id: order.public_id };
  }),

  route('tracking.get', ({ input, base, language }) => {
    const order = findOrderByPublicId(input.public_id);
    // Another brand's order is not there for this storefront: the same 404 as an unknown id.
    if (brandOfShop(order.shop) !== input.brand) throw notFound(`Order ${input.public_id}`);
    return { tracking: presentTracking(base, order, language) };
  }),
];
