import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { httpMethods, pathParameterNames } from './endpoint.ts';
import { decodeFieldValue, decodeRequest, encodeFieldValue, encodeRequest } from './encoding.ts';
import {
  endpointList,
  endpoints,
  getEndpoint,
  type Cart,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
} from './endpoints/index.ts';
import { ibanSchema, isValidIbanChecksum } from '../validation/inputRules.ts';
import { toCartLineAnalytics } from './cartLineAnalytics.ts';
import { ApiError, isApiError } from './errors.ts';
import { imageSchema, pricesSchema } from './schemas/common.ts';
import { proxyRequestSchema, toProductApiRequest } from './proxy.ts';

describe('endpoint definitions', () => {
  it('lists every endpoint of every area once, with a unique name', () => {
    const names = endpointList.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    const count = Object.values(endpoints).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    );
    expect(names).toHaveLength(count);
    expect(names).toContain('cart.addLine');
    expect(names).toContain('affiliates.recordHit');
  });

  it('gives each method and path to one endpoint only', () => {
    const routes = endpointList.map(
      (endpoint) => `${endpoint.method} ${endpoint.path.replace(/\{\w+\}/g, '{}')}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(endpointList.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s has request and response schemas, a method, a summary and its path parameters',
    (_name, endpoint) => {
      expect(endpoint.request).toBeInstanceOf(z.ZodObject);
      expect(endpoint.response).toBeInstanceOf(z.ZodObject);
      expect(httpMethods).toContain(endpoint.method);
      expect(endpoint.summary.length).toBeGreaterThan(10);
      expect(endpoint.path).toMatch(/^\/[a-z0-9\-/{}_]+$/);
      for (const name of pathParameterNames(endpoint.path))
        expect(endpoint.request.shape).toHaveProperty(name);
      if (endpoint.method === 'GET') expect(endpoint.encoding).toBeUndefined();
    },
  );

  it('finds an endpoint by name and refuses unknown names', () => {
    expect(getEndpoint('orders.list')).toMatchObject({
      method: 'GET',
      path: '/orders',
      area: 'orders',
    });
    expect(() => getEndpoint('orders.nope' as EndpointName)).toThrow(
      'Unknown product API endpoint: orders.nope',
    );
  });

  it('infers input and output types from the schemas', () => {
    expectTypeOf<EndpointInput<'cart.addLine'>>().toEqualTypeOf<{
      article_id: number;
      quantity?: number | undefined;
      design_id?: string | undefined;
    }>();
    expectTypeOf<
      EndpointOutput<'cart.get'>['cart']['lines'][number]['quantity']
    >().toEqualTypeOf<number>();
    expectTypeOf<EndpointOutput<'orders.list'>['orders'][number]['status_code']>().toEqualTypeOf<
      0 | 1 | 2 | 4 | 8 | 9 | 10 | 13 | 14 | 15 | 16 | 17 | 200 | 201 | 202
    >();
  });
});

describe('wire encoding', () => {
  it('encodes scalars as text, null as empty, structures as JSON, undefined not at all', () => {
    expect(encodeFieldValue('08001')).toBe('08001');
    expect(encodeFieldValue(12.5)).toBe('12.5');
    expect(encodeFieldValue(false)).toBe('false');
    expect(encodeFieldValue(10n)).toBe('10');
    expect(encodeFieldValue(null)).toBe('');
    expect(encodeFieldValue(['OUTLET'])).toBe('["OUTLET"]');
    expect(encodeFieldValue({ version: 1 })).toBe('{"version":1}');
    expect(encodeFieldValue(undefined)).toBeUndefined();
  });

  it('fills and URI-encodes path parameters and keeps them out of the fields', () => {
    const encoded = encodeRequest(getEndpoint('designs.update'), {
      design_id: 'a/b c',
      revision: 3,
      name: undefined,
    });
    expect(encoded).toEqual({ path: '/designs/a%2Fb%20c', fields: { revision: '3' }, files: {} });
    expect(() => encodeRequest(getEndpoint('designs.update'), { revision: 3 })).toThrow(
      'Missing path parameter design_id',
    );
    expect(() => encodeRequest(getEndpoint('designs.get'), { design_id: '' })).toThrow(
      'Missing path parameter',
    );
  });

  it('decodes each value to what its field accepts', () => {
    expect(decodeFieldValue(z.string(), '08001')).toBe('08001');
    expect(decodeFieldValue(z.int(), '8001')).toBe(8001);
    expect(decodeFieldValue(z.boolean(), 'true')).toBe(true);
    expect(decodeFieldValue(z.string().nullable(), '')).toBeNull();
    expect(decodeFieldValue(z.string(), '')).toBe('');
    expect(decodeFieldValue(z.array(z.string()), '["a"]')).toEqual(['a']);
    expect(decodeFieldValue(z.int(), 'not a number')).toBe('not a number');
  });

  it('decodes form data, path parameters and the default parameters', () => {
    const decoded = decodeRequest(getEndpoint('cart.changeQuantity'), {
      params: { line_id: ['70'] },
      fields: { quantity: '3', ext_session_id: 'sess-1', language: 'pl', stray: 'x' },
    });
    expect(decoded).toMatchObject({
      success: true,
      data: { line_id: 70, quantity: 3 },
      sessionId: 'sess-1',
      language: 'pl',
    });
    const missing = decodeRequest(getEndpoint('cart.changeQuantity'), {
      fields: new URLSearchParams('quantity=0'),
    });
    expect(missing.success).toBe(false);
    expect(missing.sessionId).toBeUndefined();
    expect(
      decodeRequest(getEndpoint('designs.get'), {
        params: { design_id: '%E0%A4%A' },
        fields: new URLSearchParams('brand=second'),
      }).data,
    ).toEqual({
      design_id: '%E0%A4%A',
      brand: 'second',
    });
    expect(decodeRequest(getEndpoint('cart.get'), {}).success).toBe(true);
  });

  it('round-trips addresses: postcodes stay strings, null stays null, ids become numbers', () => {
    const text = fc
      .string({ minLength: 1 })
      .filter((value) => value.trim() === value && value !== '');
    const endpoint = getEndpoint('customers.updateAddress');
    fc.assert(
      fc.property(
        fc.record({
          address_id: fc.integer({ min: 1, max: 2 ** 31 }),
          first_name: text,
          last_name: text,
          company_name: fc.option(text, { nil: null }),
          street: text,
          street_number: fc.option(fc.stringMatching(/^\d{1,4}[a-z]?$/), { nil: null }),
          additional: fc.constant(null),
          // Spanish postcodes of the provinces 01 to 09: a leading zero must survive the trip.
          postcode: fc.stringMatching(/^0[1-9]\d{3}$/),
          city: text,
          province: fc.option(text, { nil: null }),
          country: fc.constant('ES'),
          phone: fc.stringMatching(/^\+?\d{6,12}$/),
          is_default: fc.boolean(),
        }),
        (address) => {
          const input = endpoint.request.parse(address);
          const encoded = encodeRequest(endpoint, input);
          const segment = encoded.path.split('/').at(-1) ?? '';
          const decoded = decodeRequest(endpoint, {
            params: { address_id: segment },
            fields: encoded.fields,
          });
          expect(decoded.data).toEqual(input);
        },
      ),
    );
  });

  it('round-trips structured fields (search filters, design documents)', () => {
    const search = getEndpoint('catalogue.search');
    fc.assert(
      fc.property(
        fc.subarray([
          'INFANTIL',
          'OUTLET',
          'NOVELTY',
          'TOP_SALES',
          'ECONOMIC',
          'PROMOTION',
        ] as const),
        fc.integer({ min: 1, max: 500 }),
        fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value !== ''),
        (tags, page, query) => {
          const input = search.request.parse({ query, tags, page, min_price: 9.5 });
          const decoded = decodeRequest(search, { fields: encodeRequest(search, input).fields });
          expect(decoded.data).toEqual(input);
        },
      ),
    );
    const update = getEndpoint('designs.update');
    const input = update.request.parse({
      design_id: 'd-1',
      brand: 'main',
      revision: 4,
      document: {
        version: 1,
        template_id: 3,
        pages: [{ index: 0, photos: [], texts: [{ slot_id: 't1', text: '{"not":"json"}' }] }],
      },
    });
    const encoded = encodeRequest(update, input);
    expect(
      decodeRequest(update, { params: { design_id: 'd-1' }, fields: encoded.fields }).data,
    ).toEqual(input);
  });

  it('names the parameters of a route template', () => {
    expect(
      pathParameterNames('/tracking/{public_id}/user-required-actions/{action_public_id}'),
    ).toEqual(['public_id', 'action_public_id']);
    expect(pathParameterNames('/cart')).toEqual([]);
  });
});

describe('proxy requests', () => {
  const base = 'http://api.test/v1';

  it('builds the upstream GET with the query and only forwardable headers', () => {
    const request = toProductApiRequest(
      {
        path: '/catalogue/articles',
        method: 'GET',
        query: { page: '2' },
        headers: { accept: 'application/json', cookie: 'x' },
      },
      { baseUrl: base, headers: { authorization: 'Bearer t' } },
    );
    expect(request.url).toBe('http://api.test/v1/catalogue/articles?page=2');
    expect(request.method).toBe('GET');
    expect(request.headers.get('cookie')).toBeNull();
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe('Bearer t');
  });

  it('builds the upstream POST with a form body', async () => {
    const request = toProductApiRequest(
      { path: '/cart/lines', method: 'POST', body: { article_id: '101', quantity: '2' } },
      { baseUrl: `${base}/` },
    );
    expect(request.url).toBe('http://api.test/v1/cart/lines');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('article_id=101&quantity=2');
    const empty = toProductApiRequest(
      { path: '/cart/promotion-code', method: 'DELETE' },
      { baseUrl: base },
    );
    expect(await empty.text()).toBe('');
  });

  it.each([
    '//evil.example/x',
    '/../admin',
    '/cart/..',
    '/a/%2e%2e/%2fetc',
    '/a%2F..',
    'http://evil.example',
    '/a\\b',
    '/cart?x=1',
  ])('refuses the path %s', (path) => {
    expect(() => toProductApiRequest({ path, method: 'GET' }, { baseUrl: base })).toThrow();
  });

  it('refuses other methods and non-string fields', () => {
    expect(proxyRequestSchema.safeParse({ path: '/cart', method: 'PUT' }).success).toBe(false);
    expect(
      proxyRequestSchema.safeParse({ path: '/cart', method: 'GET', query: { page: 2 } }).success,
    ).toBe(false);
  });
});

describe('shared schemas', () => {
  const source = (format: string) => ({ format, url: `https://cdn.example/a.${format}` });
  const image = (formats: string[]) => ({
    kind: 'product',
    alt: '',
    width: 10,
    height: 10,
    sources: formats.map(source),
  });

  it('accepts images in the avif, webp, jpg or png source sets only', () => {
    expect(imageSchema.safeParse(image(['avif', 'webp', 'jpg'])).success).toBe(true);
    expect(imageSchema.safeParse(image(['avif', 'webp', 'png'])).success).toBe(true);
    expect(imageSchema.safeParse(image(['webp', 'avif', 'jpg'])).success).toBe(false);
    expect(imageSchema.safeParse(image(['avif', 'webp'])).success).toBe(false);
    expect(
      imageSchema.safeParse({
        ...image(['avif', 'webp', 'jpg']),
        sources: [source('avif'), source('webp'), { format: 'jpg', url: 'javascript:alert(1)' }],
      }).success,
    ).toBe(false);
  });

  it('takes one price per currency', () => {
    const price = { currency: 'EUR', amount: 10, original_amount: null };
    expect(pricesSchema.safeParse([price, { ...price, currency: 'PLN' }]).success).toBe(true);
    expect(pricesSchema.safeParse([price, price]).success).toBe(false);
    expect(pricesSchema.safeParse([]).success).toBe(false);
  });

  it('normalises and checks IBANs', () => {
    expect(ibanSchema.parse('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(ibanSchema.parse('DE89370400440532013000')).toBe('DE89370400440532013000');
    expect(ibanSchema.safeParse('ES9121000418450200051333').success).toBe(false);
    expect(ibanSchema.safeParse('ES91').success).toBe(false);
    expect(isValidIbanChecksum('GB82WEST12345698765432')).toBe(true);
  });

  it('maps a cart line for analytics', () => {
    const money = { amount: 24.95, currency: 'EUR' as const };
    const cart: Pick<Cart, 'id' | 'promotion_code'> = { id: 7, promotion_code: 'SUMMER' };
    expect(
      toCartLineAnalytics(cart, {
        id: 70,
        article_id: 101,
        article_name: 'Photo book',
        article_name_plural: 'Photo books',
        design_id: null,
        design_editable: false,
        quantity: 2,
        unit_price: money,
        total: { ...money, amount: 49.9 },
        url_preview: 'https://cdn.example/p.jpg',
      }),
    ).toEqual({
      cart_id: 7,
      article_id: 101,
      article_name: 'Photo book',
      pvp: 24.95,
      article_name_plural: 'Photo books',
      promotion_code: 'SUMMER',
      url_preview: 'https://cdn.example/p.jpg',
      quantity: 2,
    });
  });

  it('recognises ApiErrors', () => {
    const error = new ApiError({
      url: '/cart',
      reason: 'api',
      data: { error_code: 7, message: 'x' },
    });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('API Request failed /cart'))).toBe(false);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 500,
      message: 'API Request failed /cart',
      errorCode: 7,
    });
  });
});
