import {
  countrySites,
  hasCurrentPrivacyConsent,
  payerOf,
  paymentRefusal,
  type Checkout,
  type CountrySite,
  type PaymentMethod,
  type PaymentRefusal,
} from '@shop/domain';
import { randomCode } from '../store/randomCode.ts';
import { currentPrivacyConsent } from '../fixtures/customers.ts';
import type { HttpHandler } from 'msw';
import { currentCheckoutStep, db, emptyCheckout, nextId, type SessionRecord } from '../db.ts';
import { buildOrder, roundMoney, trackingEvents, type OrderFixture } from '../fixtures/orders.ts';
import { countrySiteFor, currencyFor } from '../present/money.ts';
import { forbidden, invalid, MockApiError, mockErrorCodes, notFound } from '../routing/errors.ts';
import { route } from '../routing/route.ts';
import { unitPriceOf } from '../store/bookPricing.ts';
import { cartDiscount, chosenShipment, findArticle, presentCart } from '../store/cart.ts';
import { paymentPagePath } from '../store/orders.ts';
import { paymentMethodOptionsFor, paymentTypeFor } from '../store/payments.ts';
import { findPickpointById, findPickpoints } from '../store/pickpoints.ts';
import { shipmentOptionsFor } from '../store/shipment.ts';

function presentCheckout(
  base: string,
  session: SessionRecord,
  language: string | undefined,
): Checkout {
  const { checkout } = session;
  return {
    cart: presentCart(base, session, language),
    current_step: currentCheckoutStep(checkout),
    contact: checkout.contact,
    billing_address: checkout.billing_address,
    delivery: checkout.delivery
      ? {
          kind: checkout.delivery.kind,
          address: checkout.delivery.address,
          pickpoint: checkout.pickpoint,
        }
      : null,
    shipment: chosenShipment(session, language),
    payment_method: checkout.payment_method,
  };
}

/** The cart's lines as the order keeps them: at the price of the moment, with the design's picture. */
function orderLinesOf(
  cart: SessionRecord['cart'],
  currency: ReturnType<typeof currencyFor>,
): OrderFixture['lines'] {
  return cart.lines.map((line) => {
    const article = findArticle(line.article_id);
    const design = line.design_id
      ? db.designs.find((candidate) => candidate.id === line.design_id)
      : undefined;
    return {
      id: nextId('orderLine'),
      article_id: article.id,
      article_name: article.name,
      article_name_plural: article.name_plural,
      design_id: line.design_id,
      quantity: line.quantity,
      unit_price: unitPriceOf(article, line.design_id, currency),
      preview: design?.preview ?? article.image,
    };
  });
}

/** Why an order may not be paid with a method, as the API says it. */
const refusalMessages: Record<PaymentRefusal, string> = {
  site: 'Not available on this site',
  customerType: 'Only for company customers',
  loggedIn: 'Log in to use it',
  approvedBillingAccount: 'Needs an approved billing account',
};

/** Refuses a method the site does not accept or this payer may not use (the domain's rules). */
function requireEligible(
  method: PaymentMethod,
  site: CountrySite,
  session: SessionRecord,
  customer: Parameters<typeof payerOf>[1],
): void {
  const payer = payerOf(session.checkout.contact?.customer_type ?? 'PERSON', customer);
  const refusal = paymentRefusal(method, site, payer);
  if (refusal)
    throw invalid(`${method} cannot pay this order: ${refusalMessages[refusal].toLowerCase()}`, {
      payment_method: refusalMessages[refusal],
    });
}

/** The brand's own country site the call is for (the API knows the locale, the call the brand). */
function brandSiteFor(language: string | undefined, brand: CountrySite['brand']): CountrySite {
  const site = countrySiteFor(language);
  return (
    countrySites.find((candidate) => candidate.brand === brand && candidate.id === site.id) ??
    countrySites.find(
      (candidate) => candidate.brand === brand && candidate.language === site.language,
    ) ??
    site
  );
}

function requireStep(condition: unknown, message: string): void {
  if (!condition) throw new MockApiError(409, mockErrorCodes.conflict, message);
}

export const checkoutHandlers: HttpHandler[] = [
  route('checkout.get', ({ base, session, language }) => ({
    checkout: presentCheckout(base, session, language),
  })),

  route('checkout.setContact', ({ input, base, session, language, customer }) => {
    requireStep(session.cart.lines.length > 0, 'The cart is empty');
    if (input.customer_type === 'COMPANY' && !input.company_name)
      throw invalid('Companies need a company name', { company_name: 'Required for companies' });
    const { newsletter, accepts_terms: _terms, ...contact } = input;
    session.checkout.contact = contact;
    // The account keeps the acceptance, so its next checkout does not ask again.
    if (customer && !hasCurrentPrivacyConsent(customer))
      customer.privacy_consent = currentPrivacyConsent();
    if (newsletter && !db.newsletterEmails.includes(contact.email))
      db.newsletterEmails.push(contact.email);
    return { checkout: presentCheckout(base, session, language) };
  }),

  route('checkout.setAddress', ({ input, base, session, language, customer }) => {
    requireStep(session.checkout.contact, 'Give the contact first');
    let address = input.address ?? null;
    if (input.address_id !== undefined) {
      const saved = customer?.addresses.find((candidate) => candidate.id === input.address_id);
      if (!saved) throw notFound(`Address ${input.address_id}`);
      const { id: _id, is_default: _default, ...fields } = saved;
      address = fields;
    }
    if (input.kind === 'ADDRESS' && !address)
      throw invalid('Home delivery needs an address', { address: 'Give an address or address_id' });
    if (input.kind === 'FACTORY_PICKUP') address = null;
    session.checkout.delivery = { kind: input.kind, address };
    session.checkout.billing_address = input.billing_address ?? address;
    // A new destination invalidates the shipment chosen for the old one.
    session.checkout.shipment_option_id = null;
    session.checkout.pickpoint = null;
    return { checkout: presentCheckout(base, session, language) };
  }),

  route('checkout.listShipmentOptions', ({ session, language }) => {
    const { delivery } = session.checkout;
    requireStep(delivery, 'Choose where the order goes first');
    return {
      options: delivery
        ? shipmentOptionsFor(delivery.kind, countrySiteFor(language), currencyFor(language))
        : [],
    };
  }),

  route('checkout.listPickpoints', ({ input }) => ({
    pickpoints: findPickpoints(input.carrier, input.postcode, input.country),
  })),

  route('checkout.setShipment', ({ input, base, session, language }) => {
    const { delivery } = session.checkout;
    requireStep(delivery, 'Choose where the order goes first');
    if (!delivery) return { checkout: presentCheckout(base, session, language) };
    const option = shipmentOptionsFor(
      delivery.kind,
      countrySiteFor(language),
      currencyFor(language),
    ).find((candidate) => candidate.id === input.shipment_option_id);
    if (!option)
      throw invalid('Unknown shipment option', {
        shipment_option_id: 'Not offered for this delivery',
      });
    let pickpoint = null;
    if (option.requires_pickpoint) {
      if (!input.pickpoint_id)
        throw invalid('Choose a pickpoint', { pickpoint_id: 'Required for this option' });
      pickpoint =
        findPickpointById(
          input.pickpoint_id,
          delivery.address?.country ?? countrySiteFor(language).country,
        ) ?? null;
      if (!pickpoint || pickpoint.carrier !== option.carrier)
        throw invalid('Unknown pickpoint', {
          pickpoint_id: `Not a pickpoint of ${option.carrier ?? 'this option'}`,
        });
    }
    session.checkout.shipment_option_id = option.id;
    session.checkout.pickpoint = pickpoint;
    return { checkout: presentCheckout(base, session, language) };
  }),

  route('checkout.listPaymentMethods', ({ language, session, customer }) => {
    // The API knows the payer: a method they may not use is not listed (placing with it is refused).
    const payer = payerOf(session.checkout.contact?.customer_type ?? 'PERSON', customer);
    return {
      payment_methods: paymentMethodOptionsFor(countrySiteFor(language).language).filter(
        (option) =>
          paymentRefusal(option.method, { paymentMethods: [option.method] }, payer) === null,
      ),
    };
  }),

  route('checkout.placeOrder', ({ input, base, session, language, customer }) => {
    if (customer && !customer.permissions.can_make_orders)
      throw forbidden('This account cannot place orders');
    const { checkout, cart } = session;
    requireStep(cart.lines.length > 0, 'The cart is empty');
    requireStep(
      currentCheckoutStep(checkout) === 'payment',
      `Complete the ${currentCheckoutStep(checkout)} step first`,
    );
    const site = brandSiteFor(language, input.brand);
    requireEligible(input.payment_method, site, session, customer);
    const shipment = chosenShipment(session, language);
    const contact = checkout.contact;
    if (!shipment || !contact)
      throw new MockApiError(409, mockErrorCodes.conflict, 'Checkout incomplete');

    const currency = currencyFor(language);
    const id = nextId('order');
    const now = new Date();
    const paymentType = paymentTypeFor(input.payment_method);
    const order: OrderFixture = buildOrder({
      id,
      // Random, not derived from the sequential id: nobody can count through others' tracking pages.
      public_id: randomCode(),
      customer_id: customer?.id ?? null,
      session_id: session.id,
      email: contact.email,
      shop: site.shop,
      currency,
      status_code: 0,
      created_at: now.toISOString(),
      lines: orderLinesOf(cart, currency),
      promotion_code: cart.promotion_code,
      discount: roundMoney(cartDiscount(cart, currency)),
      shipping: shipment.price.amount,
      shipment_mode: shipment.mode,
      carrier: shipment.carrier,
      delivery_address: checkout.delivery?.address ?? null,
      billing_address: checkout.billing_address,
      pickpoint: checkout.pickpoint,
      tracking_state: 'PROCESSING',
      tracking_number: null,
      estimated_delivery: shipment.estimated_delivery.to,
      events: trackingEvents(
        'PROCESSING',
        new Date(now.getTime() - 86_400_000).toISOString(),
        'Factory',
      ),
      payment: { method: input.payment_method, payment_type: paymentType, status: 'PENDING' },
      comments: input.comments ?? null,
    });
    db.orders.push(order);
    session.cart = { id: nextId('cart'), lines: [], promotion_code: null };
    session.checkout = emptyCheckout();
    const redirect =
      paymentType === 'ONLINE_PREPAID'
        ? `${base}${paymentPagePath}/${order.public_id}?${new URLSearchParams({ return_url: input.return_url }).toString()}`
        : null;
    return {
      order: { id: order.id, number: order.number, public_id: order.public_id },
      payment: { status: order.payment.status, payment_type: paymentType, redirect_url: redirect },
    };
  }),
];
