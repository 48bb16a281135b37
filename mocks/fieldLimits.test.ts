import { fieldLimits } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { embeddedProductApi, reset } from './embedded.ts';

afterEach(() => reset());

/** A form post straight to the product API, as a caller that skips the shop's own checks would. */
const post = (path: string, fields: Record<string, string>) =>
  embeddedProductApi(
    new Request(`http://product-api.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );

const signUp = (firstName: string) =>
  post('/auth/register', {
    email: 'long.name@example.com',
    password: 'summer2026',
    accepts_terms: 'true',
    customer_type: 'PERSON',
    first_name: firstName,
    last_name: 'Gómez',
  });

const contact = (message: string) =>
  post('/contact', {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Un pedido',
    message,
    accepts_privacy: 'true',
  });

// The product API takes no more than the shop's limits, whoever calls it.
describe('free text over its limit', () => {
  it('refuses a 300-character name with 400, naming the field and its limit', async () => {
    const response = await signUp('Ñ'.repeat(300));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { error_code: number; fields: Record<string, string> };
    };
    expect(error.error_code).toBe(4000);
    expect(error.fields.first_name).toMatch(new RegExp(`\\b${fieldLimits.personName} characters`));
    expect(db.customers.some((customer) => customer.email === 'long.name@example.com')).toBe(false);
  });

  it('takes a name exactly as long as the limit', async () => {
    const response = await signUp('Ñ'.repeat(fieldLimits.personName));
    expect(response.status).toBe(200);
  });

  it('refuses a 6,000-character contact message and creates no ticket', async () => {
    const tickets = db.tickets.length;
    const response = await contact('m'.repeat(6000));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { message: expect.stringContaining(`${fieldLimits.ticketMessage}`) } },
    });
    expect(db.tickets).toHaveLength(tickets);
  });

  it('takes a contact message exactly as long as the limit', async () => {
    expect((await contact('m'.repeat(fieldLimits.ticketMessage))).status).toBe(200);
  });
});
