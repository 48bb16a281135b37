import { describe, expect, it } from 'vitest';
import { embeddedProductApi } from './embedded.ts';

const search = (postcode: string, country: string) =>
  embeddedProductApi(
    new Request(
      `http://product-api.test/checkout/pickpoints?${new URLSearchParams({ carrier: 'CORREOS', postcode, country })}`,
    ),
  );

// The pickup-point search takes only a postcode of the delivery country, as the carriers do.
describe('the pickup-point search', () => {
  it('refuses a postcode the country does not have, naming the field', async () => {
    const response = await search('00000', 'ES');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { error_code: 4000, fields: { postcode: 'Not a postcode of this country' } },
    });
  });

  it.each([
    ['28014', 'ES'],
    ['00-590', 'PL'],
    ['75004', 'FR'],
    ['10115', 'DE'],
  ])('finds pickup points near %s in %s', async (postcode, country) => {
    const response = await search(postcode, country);
    expect(response.status).toBe(200);
    const { pickpoints } = (await response.json()) as { pickpoints: unknown[] };
    expect(pickpoints.length).toBeGreaterThan(0);
  });
});
