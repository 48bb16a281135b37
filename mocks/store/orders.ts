import type { Order, OrderSummary, Tracking } from '@shop/domain';
import { db } from '../db.ts';
import { orderSubtotal, orderTotal, type OrderFixture } from '../fixtures/orders.ts';
import { previewUrl } from '../present/images.ts';
import { articleNameIn, trackingEventIn, trackingLocationIn } from '../present/localized.ts';
import { money } from '../present/money.ts';
import { notFound } from '../routing/errors.ts';
import { shopBankAccounts } from './payments.ts';

/** Path under the API base of the PDF invoices of orders. */
export const orderInvoicePdfPath = '/mock-documents/order-invoices';

/** Paid orders that were not cancelled have an invoice; those still waiting for payment do not. */
export function hasInvoice(order: OrderFixture): boolean {
  return order.payment.status === 'PAID' && order.status_code !== 10;
}

/** Path under the API base of the mock payment page online methods redirect to. */
export const paymentPagePath = '/mock-payments';

export function findOrderByPublicId(publicId: string): OrderFixture {
  const order = db.orders.find((candidate) => candidate.public_id === publicId);
  if (!order) throw notFound(`Order ${publicId}`);
  return order;
}

export function presentOrderSummary(base: string, order: OrderFixture): OrderSummary {
  const first = order.lines[0];
  return {
    id: order.id,
    number: order.number,
    public_id: order.public_id,
    status_code: order.status_code,
    created_at: order.created_at,
    total: money(orderTotal(order), order.currency),
    item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    preview_url: first ? previewUrl(base, first.preview) : null,
  };
}

export function presentOrder(
  base: string,
  order: OrderFixture,
  language: string | undefined,
): Order {
  const subtotal = orderSubtotal(order);
  return {
    ...presentOrderSummary(base, order),
    lines: order.lines.map((line) => ({
      id: line.id,
      article_id: line.article_id,
      article_name: articleNameIn(line.article_id, line.article_name, language),
      design_id: line.design_id,
      quantity: line.quantity,
      total: money(line.unit_price * line.quantity, order.currency),
      url_preview: previewUrl(base, line.preview),
    })),
    totals: {
      subtotal: money(subtotal, order.currency),
      discount: money(order.discount, order.currency),
      shipping: money(order.shipping, order.currency),
      total: money(orderTotal(order), order.currency),
    },
    shipment_mode: order.shipment_mode,
    carrier: order.carrier,
    delivery_address: order.delivery_address,
    billing_address: order.billing_address,
    payment: {
      ...order.payment,
      retry_url:
        order.status_code === 4 && order.payment.status === 'PENDING'
          ? `${base}${paymentPagePath}/${order.public_id}`
          : null,
    },
    invoice_url: hasInvoice(order)
      ? `${base}${orderInvoicePdfPath}/${encodeURIComponent(order.number)}.pdf`
      : null,
  };
}

/** The order's destination as the public tracking page may show it (see `trackingDestinationSchema`). */
function trackingDestinationOf(order: OrderFixture): Tracking['destination'] {
  if (order.pickpoint) {
    const { name, street, postcode, city, country } = order.pickpoint;
    return { name, street, postcode, city, country };
  }
  if (order.delivery_address) {
    const { first_name, postcode, city, country } = order.delivery_address;
    return { name: first_name, street: null, postcode, city, country };
  }
  return null;
}

export function presentTracking(
  base: string,
  order: OrderFixture,
  language: string | undefined,
): Tracking {
  return {
    public_id: order.public_id,
    order_number: order.number,
    status_code: order.status_code,
    payment_status: order.payment.status,
    payment_instructions:
      order.payment.status === 'PENDING'
        ? {
            method: order.payment.method,
            amount: money(orderTotal(order), order.currency),
            bank_account:
              order.payment.method === 'BANK_TRANSFER' ? shopBankAccounts[order.shop] : null,
            reference: order.public_id,
          }
        : null,
    state: order.tracking_state,
    shipment_mode: order.shipment_mode,
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    // A link for the customer to follow, never fetched by the shop; `.example` never resolves.
    carrier_tracking_url:
      order.carrier && order.tracking_number
        ? `https://tracking.${order.carrier.toLowerCase().replace('_', '-')}.example/${order.tracking_number}`
        : null,
    estimated_delivery: order.estimated_delivery,
    events: order.events.map((event) => ({
      ...event,
      description: trackingEventIn(event.state, event.description, language),
      location: trackingLocationIn(event.location, language),
    })),
    user_required_actions: order.user_required_actions,
    items: order.lines.map((line) => ({
      article_name: articleNameIn(line.article_id, line.article_name, language),
      quantity: line.quantity,
      url_preview: previewUrl(base, line.preview),
    })),
    destination: trackingDestinationOf(order),
  };
}
