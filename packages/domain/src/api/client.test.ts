import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ClientApiRequestsDisabledError } from '../errors.ts';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { decodeRequest } from './encoding.ts';
import { getEndpoint, type Cart } from './endpoints/index.ts';
import { ApiError } from './errors.ts';
import { toProductApiRequest, toProductApiUploadRequest } from './proxy.ts';

const api = 'http://api.test/v1';
const shop = 'http://shop.test';

const money = (amount: number) => ({ amount, currency: 'EUR' as const });
const cart: Cart = {
  id: 7,
  lines: [
    {
      id: 70,
      article_id: 101,
      article_name: 'Photo book',
      article_name_plural: 'Photo books',
      design_id: 'd-1',
      design_editable: true,
      quantity: 2,
      unit_price: money(24.95),
      total: money(49.9),
      url_preview: 'https://cdn.example/previews/d-1.jpg',
    },
  ],
  promotion_code: null,
  totals: { subtotal: money(49.9), discount: money(0), shipping: null, total: money(49.9) },
  item_count: 2,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function direct(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    mode: 'direct',
    baseUrl: `${api}/`,
    sessionId: 'sess-1',
    language: 'es',
    ...overrides,
  });
}
function proxied(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    mode: 'proxy',
    proxyUrl: `${shop}/api/proxy`,
    sessionId: 'sess-1',
    language: 'es',
    ...overrides,
  });
}

describe('direct mode', () => {
  it('sends GET parameters and the default parameters as the query and parses the answer', async () => {
    let seen: URL | undefined;
    let headers: Headers | undefined;
    server.use(
      http.get(`${api}/catalogue/articles/:article_id/designs`, ({ request }) => {
        seen = new URL(request.url);
        headers = request.headers;
        return HttpResponse.json({
          designs: [],
          pagination: { page: 2, per_page: 20, total_items: 0, total_pages: 0 },
          unknown_field: 'dropped',
        });
      }),
    );
    const result = await direct({ token: () => 'tok-9' }).call('designs.listReadyMade', {
      article_id: 101,
      page: 2,
    });
    expect(result).toEqual({
      designs: [],
      pagination: { page: 2, per_page: 20, total_items: 0, total_pages: 0 },
    });
    expect(seen?.pathname).toBe('/v1/catalogue/articles/101/designs');
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({
      ext_session_id: 'sess-1',
      language: 'es',
      sort: 'DATE_LAST_MODIFICATION',
      page: '2',
      per_page: '20',
    });
    expect(headers?.get('authorization')).toBe('Bearer tok-9');
    expect(headers?.get('accept-language')).toBe('es');
  });

  it('sends arrays as JSON strings in the query', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${api}/catalogue/articles`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          articles: [],
          pagination: { page: 1, per_page: 20, total_items: 0, total_pages: 0 },
        });
      }),
    );
    await direct().call('catalogue.listArticles', { tags: ['OUTLET', 'NOVELTY'] });
    expect(query?.get('tags')).toBe('["OUTLET","NOVELTY"]');
  });

  it('sends POST parameters form-urlencoded with the default parameters', async () => {
    let contentType: string | null = null;
    let form: URLSearchParams | undefined;
    server.use(
      http.post(`${api}/cart/lines`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = new URLSearchParams(await request.text());
        return HttpResponse.json({ cart });
      }),
    );
    const result = await direct().call('cart.addLine', { article_id: 101, design_id: 'd-1' });
    expect(result.cart).toEqual(cart);
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form ?? [])).toEqual({
      ext_session_id: 'sess-1',
      language: 'es',
      article_id: '101',
      quantity: '1',
      design_id: 'd-1',
    });
  });

  it('sends DELETE parameters form-urlencoded too, path parameters in the path', async () => {
    let body = '';
    server.use(
      http.delete(`${api}/cart/lines/:line_id`, async ({ request, params }) => {
        body = await request.text();
        expect(params.line_id).toBe('70');
        return HttpResponse.json({ cart: { ...cart, lines: [], item_count: 0 } });
      }),
    );
    const result = await direct().call('cart.removeLine', { line_id: 70 });
    expect(result.cart.lines).toEqual([]);
    expect(body).toBe('ext_session_id=sess-1&language=es');
  });

  it('reads a session id function at each call and leaves out missing defaults', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${api}/cart`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ cart });
      }),
    );
    const session: { id?: string } = {};
    const client = createApiClient({ mode: 'direct', baseUrl: api, sessionId: () => session.id });
    await client.call('cart.get');
    session.id = 'sess-2';
    await client.call('cart.get', {});
    expect(queries).toEqual(['', '?ext_session_id=sess-2']);
  });

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn(async () => Response.json({ cart }));
    await direct({ fetch }).call('cart.get');
    expect(fetch).toHaveBeenCalledWith(
      `${api}/cart?ext_session_id=sess-1&language=es`,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('types the input of each endpoint', () => {
    const client = direct({ fetch: vi.fn<typeof globalThis.fetch>() });
    // @ts-expect-error article_id is required
    void client.call('cart.addLine').catch(() => undefined);
    // @ts-expect-error quantity is a number
    void client.call('cart.addLine', { article_id: 1, quantity: '2' }).catch(() => undefined);
    // @ts-expect-error unknown endpoint
    void client.call('cart.nope').catch(() => undefined);
    const pending = client.call('cart.get');
    pending.catch(() => undefined);
    expectTypeOf(pending).resolves.toHaveProperty('cart');
  });

  it('needs a base URL', () => {
    expect(() => createApiClient({ mode: 'direct' })).toThrow('baseUrl');
  });
});

describe('proxy mode', () => {
  it('posts the call as JSON to the proxy: GET parameters in query', async () => {
    let payload: unknown;
    server.use(
      http.post(`${shop}/api/proxy`, async ({ request }) => {
        payload = await request.json();
        return HttpResponse.json({ tracking: null });
      }),
    );
    const failure = await proxied({ token: 'never-sent' })
      .call('tracking.get', { public_id: 'a b/c', brand: 'main' })
      .catch((error: unknown) => error);
    expect(payload).toEqual({
      path: '/tracking/a%20b%2Fc',
      method: 'GET',
      query: { brand: 'main', ext_session_id: 'sess-1', language: 'es' },
      headers: { accept: 'application/json', 'accept-language': 'es' },
    });
    // The answer did not match the schema: the message names the product API path, not the proxy.
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('API Request failed /tracking/a%20b%2Fc');
    expect((failure as ApiError).reason).toBe('invalid-response');
  });

  it('posts the call as JSON to the proxy: POST parameters in body', async () => {
    let payload: unknown;
    server.use(
      http.post(`${shop}/api/proxy`, async ({ request }) => {
        payload = await request.json();
        return HttpResponse.json({ cart });
      }),
    );
    await proxied().call('cart.changeQuantity', { line_id: 70, quantity: 3 });
    expect(payload).toEqual({
      path: '/cart/lines/70',
      method: 'POST',
      query: {},
      headers: { accept: 'application/json', 'accept-language': 'es' },
      body: { ext_session_id: 'sess-1', language: 'es', quantity: '3' },
    });
  });

  it('goes through a proxy built on toProductApiRequest to the product API', async () => {
    server.use(
      http.post(`${shop}/api/proxy`, async ({ request }) => {
        const upstream = toProductApiRequest(await request.json(), {
          baseUrl: api,
          headers: { authorization: 'Bearer from-session' },
        });
        return fetch(upstream);
      }),
      http.post(
        `${api}/tracking/:public_id/user-required-actions/:action_public_id`,
        async ({ request, params }) => {
          expect(request.headers.get('authorization')).toBe('Bearer from-session');
          const decoded = decodeRequest(getEndpoint('tracking.completeUserRequiredAction'), {
            params,
            fields: new URLSearchParams(await request.text()),
          });
          expect(decoded.success).toBe(true);
          expect(decoded.sessionId).toBe('sess-1');
          expect(decoded.data).toMatchObject({
            iban: 'ES9121000418450200051332',
            holder: 'Ana Pérez',
          });
          return HttpResponse.json({
            action: {
              public_id: 'act-1',
              type: 'PROVIDE_DATA_TO_REFUND',
              status: 'DONE',
              created_at: '2026-11-20T10:00:00Z',
              amount: money(12.5),
            },
          });
        },
      ),
    );
    const result = await proxied().call('tracking.completeUserRequiredAction', {
      public_id: 'trk-1',
      action_public_id: 'act-1',
      type: 'PROVIDE_DATA_TO_REFUND',
      iban: 'es91 2100 0418 4502 0005 1332',
      holder: 'Ana Pérez',
    });
    expect(result.action.status).toBe('DONE');
  });
});

describe('failures', () => {
  it('returns the data of an error_code 5004 answer as a normal result, with the notice', async () => {
    const notice = { error_code: 5004, message: 'Promotion code does not apply' };
    server.use(
      http.post(`${api}/cart/promotion-code`, () =>
        HttpResponse.json({ cart, error: notice }, { status: 400 }),
      ),
    );
    const result = await direct().call('cart.applyPromotionCode', { promotion_code: 'SUMMER' });
    expect(result.cart).toEqual(cart);
    expect(result.error).toEqual(notice);
  });

  it('turns any other error_code into a 500 ApiError carrying the error data', async () => {
    const error = {
      error_code: 4001,
      message: 'Invalid quantity',
      fields: { quantity: 'too_many' },
    };
    server.use(
      http.post(`${api}/cart/lines/:line_id`, () => HttpResponse.json({ error }, { status: 422 })),
    );
    const failure = await direct()
      .call('cart.changeQuantity', { line_id: 70, quantity: 999 })
      .catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 500,
      message: `API Request failed ${api}/cart/lines/70`,
      reason: 'api',
      data: error,
      upstreamStatus: 422,
      errorCode: 4001,
    });
  });

  it('treats an error envelope with HTTP 200 as a failure too', async () => {
    server.use(
      http.get(`${api}/cart`, () =>
        HttpResponse.json({ error: { error_code: 1, message: 'Down' } }),
      ),
    );
    await expect(direct().call('cart.get')).rejects.toMatchObject({
      reason: 'api',
      upstreamStatus: 200,
    });
  });

  it('turns a non-JSON error page into an ApiError with the upstream status', async () => {
    server.use(
      http.get(`${api}/cart`, () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const failure = (await direct()
      .call('cart.get')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(failure).toMatchObject({
      status: 500,
      reason: 'http',
      upstreamStatus: 502,
      data: undefined,
    });
    expect(failure.errorCode).toBeUndefined();
  });

  it('turns an answer that does not match the schema into an ApiError', async () => {
    server.use(
      http.get(`${api}/cart`, () => HttpResponse.json({ cart: { ...cart, id: 'seven' } })),
    );
    const failure = (await direct()
      .call('cart.get')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(failure.reason).toBe('invalid-response');
    expect(failure.data).toEqual([expect.objectContaining({ path: ['cart', 'id'] })]);
  });

  it('treats an empty success body as a schema mismatch', async () => {
    server.use(http.get(`${api}/cart`, () => new HttpResponse(null, { status: 200 })));
    await expect(direct().call('cart.get')).rejects.toMatchObject({ reason: 'invalid-response' });
  });

  it('refuses invalid input before sending anything', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const failure = (await direct({ fetch })
      .call('cart.changeQuantity', { line_id: 70, quantity: 0 })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(failure).toMatchObject({
      reason: 'invalid-request',
      message: `API Request failed ${api}/cart/lines/{line_id}`,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.get(`${api}/cart`, async () => {
        await delay('infinite');
        return HttpResponse.json({ cart });
      }),
    );
    await expect(direct({ timeoutMs: 30 }).call('cart.get')).rejects.toMatchObject({
      reason: 'timeout',
      message: `API Request failed ${api}/cart`,
    });
  });

  it('lets a call shorten the timeout', async () => {
    server.use(
      http.get(`${api}/cart`, async () => {
        await delay(2_000);
        return HttpResponse.json({ cart });
      }),
    );
    await expect(direct().call('cart.get', {}, { timeoutMs: 20 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it("rethrows the caller's abort instead of wrapping it", async () => {
    server.use(
      http.get(`${api}/cart`, async () => {
        await delay('infinite');
        return HttpResponse.json({ cart });
      }),
    );
    const controller = new AbortController();
    const call = direct().call('cart.get', {}, { signal: controller.signal });
    controller.abort(new Error('navigated away'));
    await expect(call).rejects.toThrow('navigated away');
  });

  it('turns a network error into an ApiError', async () => {
    server.use(http.get(`${api}/cart`, () => HttpResponse.error()));
    await expect(direct().call('cart.get')).rejects.toMatchObject({
      reason: 'network',
      status: 500,
    });
  });

  it('throws the spec error when client-side requests are disabled', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    await expect(
      direct({ fetch, clientSideRequestsDisabled: true }).call('cart.get'),
    ).rejects.toBeInstanceOf(ClientApiRequestsDisabledError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('image upload', () => {
  const img = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  const uploaded = { url: 'https://cdn.example/uploads/1.jpg', width: 4000, height: 3000 };

  async function fieldsOf(request: Request) {
    const form = await request.formData();
    const file = form.get('img');
    return {
      contentType: request.headers.get('content-type'),
      file: file instanceof Blob ? { size: file.size, type: file.type } : file,
      fields: Object.fromEntries([...form.entries()].filter(([name]) => name !== 'img')),
    };
  }

  it('posts multipart with img, ext_session_id and the extra fields in direct mode', async () => {
    let seen: Awaited<ReturnType<typeof fieldsOf>> | undefined;
    server.use(
      http.post(`${api}/images/upload`, async ({ request }) => {
        seen = await fieldsOf(request);
        return HttpResponse.json(uploaded);
      }),
    );
    const result = await direct().call('images.upload', {
      img,
      extra_fields: { design_id: 'd-1' },
    });
    expect(result).toEqual(uploaded);
    expect(seen?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.file).toEqual({ size: 3, type: 'image/jpeg' });
    expect(seen?.fields).toEqual({ ext_session_id: 'sess-1', language: 'es', design_id: 'd-1' });
  });

  it('goes through an upload proxy built on toProductApiUploadRequest', async () => {
    server.use(
      http.post(`${shop}/api/proxy/upload`, async ({ request }) =>
        fetch(
          await toProductApiUploadRequest(request, {
            baseUrl: api,
            headers: { authorization: 'Bearer s' },
          }),
        ),
      ),
      http.post(`${api}/images/upload`, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer s');
        expect(request.headers.get('accept-language')).toBe('es');
        const decoded = decodeRequest(getEndpoint('images.upload'), {
          fields: await request.formData(),
        });
        expect(decoded.success && decoded.data.extra_fields).toEqual({ purpose: 'constructor' });
        expect(decoded.sessionId).toBe('sess-1');
        return HttpResponse.json(uploaded);
      }),
    );
    await expect(
      proxied().call('images.upload', { img, extra_fields: { purpose: 'constructor' } }),
    ).resolves.toEqual(uploaded);
  });

  it('refuses to forward an upload without an image', async () => {
    const form = new FormData();
    form.append('ext_session_id', 'sess-1');
    const request = new Request(`${shop}/api/proxy/upload`, { method: 'POST', body: form });
    await expect(toProductApiUploadRequest(request, { baseUrl: api })).rejects.toThrow('img');
  });

  it('posts the same multipart body to the upload proxy in proxy mode', async () => {
    let seen: Awaited<ReturnType<typeof fieldsOf>> | undefined;
    server.use(
      http.post(`${shop}/api/proxy/upload`, async ({ request }) => {
        seen = await fieldsOf(request.clone());
        const decoded = decodeRequest(getEndpoint('images.upload'), {
          fields: await request.formData(),
        });
        expect(decoded.success && decoded.data.extra_fields).toEqual({});
        return HttpResponse.json(uploaded);
      }),
    );
    await proxied().call('images.upload', { img });
    expect(seen?.file).toEqual({ size: 3, type: 'image/jpeg' });
    expect(seen?.fields).toEqual({ ext_session_id: 'sess-1', language: 'es' });
  });

  it('refuses an empty image', async () => {
    await expect(direct().call('images.upload', { img: new Blob([]) })).rejects.toMatchObject({
      reason: 'invalid-request',
    });
  });
});
