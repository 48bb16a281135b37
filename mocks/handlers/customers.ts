import type { EndpointParsedInput } from '@shop/domain';
import type { HttpHandler } from 'msw';
import { customerSession, db, nextId } from '../db.ts';
import {
  buildCustomer,
  currentPrivacyConsent,
  type CustomerFixture,
} from '../fixtures/customers.ts';
import type { OrderFixture } from '../fixtures/orders.ts';
import { presentCustomer } from '../present/customers.ts';
import { countrySiteFor } from '../present/money.ts';
import { invalid, MockApiError, mockErrorCodes, notFound } from '../routing/errors.ts';
import { route, type RouteContext } from '../routing/route.ts';
import { designsJoinAccount } from '../store/designAccess.ts';
import { randomCode } from '../store/randomCode.ts';

/** Hands out a bearer token and ties the caller's session to the customer. */
function logIn(customer: CustomerFixture, context: Pick<RouteContext<'auth.login'>, 'session'>) {
  // Unguessable, and never handed out twice (a revoked token stays revoked).
  const token = `mock-token-${customer.id}-${randomCode(26)}`;
  db.tokens.set(token, customer.id);
  context.session.customer_id = customer.id;
  // What the guest put in the cart before logging in joins the customer's own cart.
  const own = customerSession(customer.id);
  if (own !== context.session) {
    own.cart.lines.push(...context.session.cart.lines);
    own.cart.promotion_code ??= context.session.cart.promotion_code;
    context.session.cart.lines = [];
  }
  // The designs the guest started (or opened from a mailed link) before logging in become the
  // account's, to open anywhere.
  designsJoinAccount(context.session.id, customer.id);
  return { customer: presentCustomer(customer), token };
}

function findByEmail(email: string): CustomerFixture | undefined {
  return db.customers.find((customer) => customer.email.toLowerCase() === email.toLowerCase());
}

/**
 * The guest order a new account takes over: its number and the e-mail it was placed with must
 * match (one answer for either mismatch, as the tracking lookup gives), and nobody may own it yet.
 */
function findGuestOrder(orderNumber: string, email: string): OrderFixture {
  const order = db.orders.find(
    (candidate) =>
      candidate.customer_id === null &&
      candidate.number.toLowerCase() === orderNumber.toLowerCase() &&
      candidate.email.toLowerCase() === email.toLowerCase(),
  );
  if (!order)
    throw new MockApiError(
      422,
      mockErrorCodes.invalidRequest,
      'No guest order with this number was placed with this e-mail',
      { email: 'Not the e-mail of the order' },
    );
  return order;
}

/** A new account from the sign-up's fields, in the store (and on the newsletter list if asked). */
function createCustomer(
  input: EndpointParsedInput<'auth.register'>,
  language: CustomerFixture['language'],
): CustomerFixture {
  const now = new Date().toISOString();
  const customer = buildCustomer({
    id: nextId('customer'),
    email: input.email,
    password: input.password,
    customer_type: input.customer_type,
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: input.company_name ?? null,
    tax_id: input.tax_id ?? null,
    phone: input.phone ?? null,
    birthdate: input.birthdate ?? null,
    language,
    newsletter: input.newsletter ?? false,
    // Signing up takes the privacy policy's acceptance (`accepts_terms`).
    privacy_consent: currentPrivacyConsent(),
    created_at: now,
    updated_at: now,
    addresses: [],
  });
  db.customers.push(customer);
  if (customer.newsletter) db.newsletterEmails.push(customer.email);
  return customer;
}

export const authHandlers: HttpHandler[] = [
  route('auth.login', ({ input, session }) => {
    const customer = findByEmail(input.email);
    if (!customer || customer.password !== input.password)
      throw new MockApiError(401, mockErrorCodes.wrongCredentials, 'Wrong e-mail or password');
    return logIn(customer, { session });
  }),

  // One answer whether or not the e-mail has an account, so sign-up cannot tell who is a
  // customer: a used e-mail changes nothing and mails its owner instead (log in or reset).
  route('auth.register', ({ input, language }) => {
    const guestOrder =
      input.guest_order_number === undefined
        ? undefined
        : findGuestOrder(input.guest_order_number, input.email);
    const existing = findByEmail(input.email);
    if (existing) {
      // The order was placed with the account's own e-mail: it belongs with the account.
      if (guestOrder) guestOrder.customer_id = existing.id;
      db.outbox.push({ to: existing.email, kind: 'sign-up-attempt' });
      return { ok: true };
    }
    const customer = createCustomer(input, countrySiteFor(language).language);
    if (guestOrder) guestOrder.customer_id = customer.id;
    db.outbox.push({ to: customer.email, kind: 'welcome' });
    return { ok: true };
  }),

  route('auth.requestPasswordReset', ({ input }) => {
    const customer = findByEmail(input.email);
    // The token is predictable so tests and stories can use it; the mail goes to the outbox.
    if (customer) {
      const token = `reset-${customer.id}`;
      db.resetTokens.set(token, customer.id);
      db.outbox.push({ to: customer.email, kind: 'password-reset', reset_token: token });
    }
    return { ok: true };
  }),

  route('auth.resetPassword', ({ input, session }) => {
    const customerId = db.resetTokens.get(input.reset_token);
    const customer = db.customers.find((candidate) => candidate.id === customerId);
    if (!customer)
      throw invalid('This reset link is no longer valid', { reset_token: 'Invalid or used' });
    db.resetTokens.delete(input.reset_token);
    customer.password = input.password;
    return logIn(customer, { session });
  }),

  route('auth.logout', ({ request, session }) => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token) db.tokens.delete(token);
    session.customer_id = null;
    return { ok: true };
  }),
];

function touch(customer: CustomerFixture): void {
  customer.updated_at = new Date().toISOString();
}

export const customerHandlers: HttpHandler[] = [
  route('customers.getProfile', ({ requireCustomer }) => ({
    customer: presentCustomer(requireCustomer()),
  })),

  route('customers.updateProfile', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    if (input.customer_type === 'COMPANY' && !(input.company_name ?? customer.company_name))
      throw invalid('Companies need a company name', { company_name: 'Required for companies' });
    customer.customer_type = input.customer_type;
    customer.first_name = input.first_name;
    customer.last_name = input.last_name;
    if (input.company_name !== undefined) customer.company_name = input.company_name;
    if (input.tax_id !== undefined) customer.tax_id = input.tax_id;
    if (input.phone !== undefined) customer.phone = input.phone;
    if (input.birthdate !== undefined) customer.birthdate = input.birthdate;
    if (input.newsletter !== undefined) {
      customer.newsletter = input.newsletter;
      db.newsletterEmails = db.newsletterEmails.filter((email) => email !== customer.email);
      if (input.newsletter) db.newsletterEmails.push(customer.email);
    }
    touch(customer);
    return { customer: presentCustomer(customer) };
  }),

  route('customers.changePassword', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    if (customer.password !== input.current_password)
      throw new MockApiError(
        400,
        mockErrorCodes.wrongCurrentPassword,
        'The current password is wrong',
        {
          current_password: 'Wrong password',
        },
      );
    customer.password = input.new_password;
    touch(customer);
    return { ok: true };
  }),

  route('customers.requestDeletion', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    if (customer.password !== input.password)
      throw invalid('The password is wrong', { password: 'Wrong password' });
    customer.deletion_requested_at = new Date().toISOString();
    return { ok: true };
  }),

  route('customers.listAddresses', ({ requireCustomer }) => ({
    addresses: [...requireCustomer().addresses].sort(
      (a, b) => Number(b.is_default) - Number(a.is_default),
    ),
  })),

  route('customers.createAddress', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    const isDefault = input.is_default || customer.addresses.length === 0;
    if (isDefault) for (const address of customer.addresses) address.is_default = false;
    const address = { ...input, id: nextId('address'), is_default: isDefault };
    customer.addresses.push(address);
    return { address };
  }),

  route('customers.updateAddress', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    const index = customer.addresses.findIndex((candidate) => candidate.id === input.address_id);
    if (index < 0) throw notFound(`Address ${input.address_id}`);
    const { address_id: id, is_default: makeDefault, ...fields } = input;
    // The default stays the default: another address becomes it only when asked for.
    const isDefault = makeDefault === true || customer.addresses[index]?.is_default === true;
    if (isDefault) for (const address of customer.addresses) address.is_default = false;
    const address = { ...fields, id, is_default: isDefault };
    customer.addresses[index] = address;
    return { address };
  }),

  route('customers.removeAddress', ({ input, requireCustomer }) => {
    const customer = requireCustomer();
    const address = customer.addresses.find((candidate) => candidate.id === input.address_id);
    if (!address) throw notFound(`Address ${input.address_id}`);
    customer.addresses = customer.addresses.filter((candidate) => candidate !== address);
    const first = customer.addresses[0];
    if (address.is_default && first) first.is_default = true;
    return { ok: true };
  }),
];
