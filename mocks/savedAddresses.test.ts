import { isApiError, privacyPolicyVersion } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedProductApi, reset } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

const loggedIn = async (email: string, sessionId: string, password = demoPassword) => {
  const login: { token?: string } = {};
  const api = mockApiClient({ sessionId, token: () => login.token });
  const { token } = await api.call('auth.login', { email, password });
  login.token = token;
  return { api, token };
};

/** Barcelona, the demo customer's second saved address, moved to another street. */
const moved = {
  address_id: 2,
  first_name: 'Lucía',
  last_name: 'Martín',
  street: 'Passeig de Gràcia',
  street_number: '92',
  postcode: '08008',
  city: 'Barcelona',
  country: 'ES',
  phone: '+34 612 345 678',
};

/** The update as a browser's form would send it, past the client's own checks. */
const rawUpdate = (token: string, fields: Record<string, string>) =>
  embeddedProductApi(
    new Request(`http://product-api.test/customers/me/addresses/${fields.address_id ?? 2}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new URLSearchParams({ ext_session_id: 'raw', ...fields }),
    }),
  );

beforeEach(() => reset());
afterEach(() => reset());

describe('editing a saved address', () => {
  it('changes the address and keeps it after reading the list again', async () => {
    const { api } = await loggedIn(demoAccounts.customer, 'owner');
    const { address } = await api.call('customers.updateAddress', moved);
    expect(address).toMatchObject({ id: 2, street: 'Passeig de Gràcia', is_default: false });
    const { addresses } = await api.call('customers.listAddresses');
    expect(addresses.find((candidate) => candidate.id === 2)?.street).toBe('Passeig de Gràcia');
    expect(addresses.filter((candidate) => candidate.is_default).map(({ id }) => id)).toEqual([1]);
  });

  it('keeps the default the default, and makes another one the default only when asked', async () => {
    const { api } = await loggedIn(demoAccounts.customer, 'owner');
    const [first] = (await api.call('customers.listAddresses')).addresses;
    if (!first) throw new Error('The demo customer has saved addresses');
    const { id, is_default: _default, ...fields } = first;
    await api.call('customers.updateAddress', { ...fields, address_id: id, city: 'Madrid centro' });
    expect((await api.call('customers.listAddresses')).addresses[0]).toMatchObject({
      id,
      city: 'Madrid centro',
      is_default: true,
    });
    await api.call('customers.updateAddress', { ...moved, is_default: true });
    const defaults = (await api.call('customers.listAddresses')).addresses.filter(
      (candidate) => candidate.is_default,
    );
    expect(defaults.map((candidate) => candidate.id)).toEqual([2]);
  });

  it("answers 404 for another customer's address and leaves it as it was", async () => {
    const { api } = await loggedIn(demoAccounts.foticos, 'stranger');
    const refused = await api
      .call('customers.updateAddress', moved)
      .catch((error: unknown) => error);
    expect(isApiError(refused) && refused.upstreamStatus).toBe(404);
    const { api: owner } = await loggedIn(demoAccounts.customer, 'owner');
    const { addresses } = await owner.call('customers.listAddresses');
    expect(addresses.find((candidate) => candidate.id === 2)?.street).toBe('Carrer de Mallorca');
  });

  it('refuses an anonymous caller', async () => {
    const response = await embeddedProductApi(
      new Request('http://product-api.test/customers/me/addresses/2', {
        method: 'POST',
        body: new URLSearchParams({ ext_session_id: 'anonymous', street: 'x' }),
      }),
    );
    expect(response.status).toBe(401);
  });

  it('refuses a missing street and a postcode of another country, naming the fields', async () => {
    const { token } = await loggedIn(demoAccounts.customer, 'owner');
    const { address_id: _id, ...fields } = moved;
    const response = await rawUpdate(token, {
      ...fields,
      address_id: '2',
      street: ' ',
      postcode: '75004-X',
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { error_code: number; message: string; fields: Record<string, string> };
    };
    expect(error.error_code).toBe(4000);
    expect(error.message.length).toBeGreaterThan(0);
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['street']));
  });

  it('refuses a postcode that is not one of the address country', async () => {
    const { token } = await loggedIn(demoAccounts.customer, 'owner');
    const response = await rawUpdate(token, { ...moved, address_id: '2', postcode: '1050' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { error_code: 4000, fields: { postcode: 'Not a postcode of this country' } },
    });
  });
});

describe("the customer's privacy consent", () => {
  it('the demo customer accepted the privacy policy in force; a new account accepts it at sign-up', async () => {
    const { api } = await loggedIn(demoAccounts.customer, 'owner');
    const { customer } = await api.call('customers.getProfile');
    expect(customer.privacy_consent?.version).toBe(privacyPolicyVersion);
    const guest = mockApiClient({ sessionId: 'newcomer' });
    await guest.call('auth.register', {
      email: 'newcomer@example.com',
      password: 'a-long-password-1',
      accepts_terms: true,
      customer_type: 'PERSON',
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    const { api: newcomer } = await loggedIn(
      'newcomer@example.com',
      'newcomer',
      'a-long-password-1',
    );
    const profile = await newcomer.call('customers.getProfile');
    expect(profile.customer.privacy_consent?.version).toBe(privacyPolicyVersion);
  });
});
