import { embeddedProductApi } from '@shop/mocks/embedded';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, postJson, startTestServer, type TestServer } from '../../testing/testServer.ts';
import { uploadFileName } from './proxyRoutes.ts';
import { timeoutMessage, unavailableMessage } from './upstream.ts';

type Behaviour = (request: Request) => Promise<Response>;

/** What the mock product API answers `path`: an answer of the endpoint's own shape. */
const mockAnswer = async (path: string) =>
  (await embeddedProductApi(new Request(`http://product-api.internal${path}`))).json() as Promise<
    Record<string, unknown>
  >;
const emptyCart = await mockAnswer('/cart?ext_session_id=proxy-test-visitor');

const seen: { request: Request; body: string; form?: FormData }[] = [];
let behaviour: Behaviour = async () => Response.json({ ok: true });

async function fakeProductApi(request: Request): Promise<Response> {
  const copy = request.clone();
  const form = copy.headers.get('content-type')?.startsWith('multipart/')
    ? await copy.formData()
    : undefined;
  seen.push({ request, body: form ? '' : await copy.text(), ...(form ? { form } : {}) });
  return behaviour(request);
}

const timeoutMs = 300;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    productApi: fakeProductApi,
    proxyTimeoutMs: timeoutMs,
    uploadTimeoutMs: timeoutMs,
    uploadMaxBytes: 20_000,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  behaviour = async () => Response.json(emptyCart);
});

/** The n-th call the product API received (failing the test when there is none). */
function call(index = 0) {
  const found = seen[index];
  if (!found) throw new Error(`The product API received no call ${index}`);
  return found;
}

async function sessionId(jar: CookieJar) {
  return ((await (await server.fetch('/api/session', {}, jar)).json()) as { fotiApiClient: string })
    .fotiApiClient;
}

const proxy = (call: unknown, jar?: CookieJar) => server.fetch('/api/proxy', postJson(call), jar);

describe('POST /api/proxy forwarding', () => {
  it('forwards a GET to the product API with the session id, default language and allowed headers only', async () => {
    const jar = new CookieJar();
    const id = await sessionId(jar);
    const articles = await mockAnswer('/catalogue/articles?language=es');
    behaviour = async () => Response.json(articles);
    const response = await proxy(
      {
        path: '/catalogue/articles',
        method: 'GET',
        query: { page: '2', ext_session_id: 'someone-elses-session' },
        headers: {
          'accept-language': 'pl',
          'x-request-id': 'req-1',
          cookie: 'stolen=1',
          authorization: 'Bearer stolen',
          host: 'evil.example',
        },
      },
      jar,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(articles);
    expect(seen).toHaveLength(1);
    const upstream = call().request;
    const url = new URL(upstream.url);
    expect(url.origin).toBe('http://product-api.internal');
    expect(url.pathname).toBe('/catalogue/articles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      language: 'es-ES',
      ext_session_id: id,
    });
    expect(upstream.method).toBe('GET');
    expect(upstream.headers.get('accept-language')).toBe('pl');
    expect(upstream.headers.get('x-request-id')).toBe('req-1');
    expect(upstream.headers.get('cookie')).toBeNull();
    expect(upstream.headers.get('authorization')).toBeNull();
    expect(upstream.headers.get('host')).toBeNull();
  });

  it('forwards a POST as a form body and keeps a language the call names', async () => {
    const jar = new CookieJar();
    const id = await sessionId(jar);
    behaviour = async () => Response.json(emptyCart, { status: 201 });
    const response = await proxy(
      {
        path: '/cart/lines',
        method: 'POST',
        body: { article_id: '101', quantity: '2', language: 'pl' },
      },
      jar,
    );
    expect(response.status).toBe(201);
    const upstream = call();
    expect(upstream.request.method).toBe('POST');
    expect(upstream.request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(upstream.body))).toEqual({
      article_id: '101',
      quantity: '2',
      language: 'pl',
      ext_session_id: id,
    });
  });

  it("names the storefront's own brand in a brand-scoped call, whatever the browser sent", async () => {
    const jar = new CookieJar();
    const tracking = await mockAnswer('/tracking/HPVZ6FHD?brand=main');
    behaviour = async () => Response.json(tracking);
    for (const query of [{ brand: 'second' }, {}]) {
      seen.length = 0;
      const response = await proxy({ path: '/tracking/HPVZ6FHD', method: 'GET', query }, jar);
      expect(response.status).toBe(200);
      expect(new URL(call().request.url).searchParams.getAll('brand')).toEqual(['main']);
    }
    // A call that is not about the brand's shops gets no brand.
    seen.length = 0;
    await proxy({ path: '/cart', method: 'GET' }, jar);
    expect(new URL(call().request.url).searchParams.has('brand')).toBe(false);
  });

  it('sets the session id from the session in the query of a POST or DELETE too', async () => {
    const jar = new CookieJar();
    const id = await sessionId(jar);
    for (const method of ['POST', 'DELETE'] as const) {
      seen.length = 0;
      const path = method === 'POST' ? '/cart/lines' : '/cart/lines/55';
      const response = await proxy(
        { path, method, query: { ext_session_id: 'someone-elses-session' }, body: {} },
        jar,
      );
      expect(response.status, method).toBe(200);
      expect(new URL(call().request.url).searchParams.getAll('ext_session_id'), method).toEqual([
        id,
      ]);
    }
  });

  it('forwards a DELETE on a path with a parameter', async () => {
    const response = await proxy({ path: '/cart/lines/55', method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(new URL(call().request.url).pathname).toBe('/cart/lines/55');
    expect(call().request.method).toBe('DELETE');
  });

  it('refuses paths and methods outside the allowlist without calling the product API', async () => {
    const refused = [
      { path: '/admin/users', method: 'GET' },
      { path: '/auth/login', method: 'POST', body: { email: 'demo@example.com', password: 'x' } },
      { path: '/affiliates/hits', method: 'POST' },
      { path: '/images/upload', method: 'POST' },
      { path: '/cart/lines', method: 'GET' },
      { path: '/cart/lines/../../admin', method: 'DELETE' },
      { path: '/cart/lines/..', method: 'DELETE' },
      { path: '/catalogue/articles/%2e%2e%2fadmin', method: 'GET' },
      { path: '/catalogue/articles/1%2F..%2F..%2Fadmin', method: 'GET' },
      // Encoded dots and characters the URL parser drops would walk to `DELETE /cart/`.
      ...['%2e%2e', '%2E%2E', '.%2e', '%2e.', '%2e', '.\t.', '.\n.', '\t..', '..\r', '. .'].map(
        (segment) => ({ path: `/cart/lines/${segment}`, method: 'DELETE' }),
      ),
      { path: '/cart/lines/55/%2e%2e/56', method: 'DELETE' },
    ];
    for (const call of refused) {
      const response = await proxy(call);
      expect([400, 403], `${call.method} ${call.path}`).toContain(response.status);
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses another host however it is written', async () => {
    for (const path of [
      'http://evil.example/catalogue/articles',
      '//evil.example/catalogue/articles',
      '/\\evil.example/catalogue/articles',
      'catalogue/articles',
      '/catalogue/articles?x=1',
      '/catalogue/articles#x',
    ]) {
      const response = await proxy({ path, method: 'GET' });
      expect(response.status, path).toBe(400);
    }
    expect(seen).toHaveLength(0);
  });

  it('asks an anonymous visitor to log in for customer endpoints', async () => {
    const response = await proxy({ path: '/customers/me', method: 'GET' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { error_code: 401, message: 'SessionRequired' },
    });
    const foticos = await proxy({ path: '/foticos/config', method: 'GET' });
    expect(foticos.status).toBe(401);
    expect(seen).toHaveLength(0);
  });
});

describe('POST /api/proxy answers', () => {
  it('answers 504 when the product API hangs', async () => {
    behaviour = () => new Promise<Response>(() => undefined);
    const started = Date.now();
    const response = await proxy({ path: '/cart', method: 'GET' });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: { error_code: 504, message: timeoutMessage } });
    expect(Date.now() - started).toBeLessThan(timeoutMs + 2000);
    expect(call().request.signal.aborted).toBe(true);
  });

  it('answers 504 when the product API starts answering and then stalls', async () => {
    behaviour = async () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"ca')),
        }),
        { status: 200 },
      );
    const response = await proxy({ path: '/cart', method: 'GET' });
    expect(response.status).toBe(504);
  });

  it('answers 502 with a generic body when the product API is unreachable', async () => {
    behaviour = async () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED 10.0.0.7:8080');
    };
    const response = await proxy({ path: '/cart', method: 'GET' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { error_code: 502, message: unavailableMessage } });
    expect(text).not.toContain('ECONNREFUSED');
    expect(server.logs.some((line) => line.msg === 'Product API unreachable')).toBe(true);
  });

  it('answers 502 with a generic body for a 5xx, a redirect or a body that is not JSON', async () => {
    const failures: Behaviour[] = [
      async () =>
        Response.json(
          { error: { error_code: 9, message: 'SQL error at db-7.internal' } },
          { status: 500 },
        ),
      async () => new Response('<html>Bad gateway</html>', { status: 503 }),
      async () =>
        new Response(null, { status: 302, headers: { location: 'http://evil.example/' } }),
      async () => new Response('<html>not json</html>', { status: 200 }),
    ];
    for (const failure of failures) {
      behaviour = failure;
      const response = await proxy({ path: '/cart', method: 'GET' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { error_code: 502, message: unavailableMessage },
      });
    }
    expect(seen.every((call) => call.request.redirect === 'manual')).toBe(true);
  });

  it('answers 502 for an answer beyond the cap, declared or streamed, and stops reading it', async () => {
    const large = `{"padding":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    behaviour = async () =>
      new Response(large, { headers: { 'content-type': 'application/json' } });
    const declared = await proxy({ path: '/cart', method: 'GET' });
    expect(declared.status).toBe(502);

    // An endless answer: the read stops at the cap, long before the deadline.
    let sent = 0;
    behaviour = async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += 65_536;
            controller.enqueue(new Uint8Array(65_536));
          },
        }),
      );
    const streamed = await proxy({ path: '/cart', method: 'GET' });
    expect(streamed.status).toBe(502);
    expect(await streamed.json()).toEqual({
      error: { error_code: 502, message: unavailableMessage },
    });
    // 502, not the deadline's 504: the read stopped at the cap.
    expect(sent).toBeLessThan(6 * 1024 * 1024);
    expect(server.logs.some((line) => line.msg === 'Product API answer too large')).toBe(true);
  });

  it('passes 4xx answers through with their error envelope', async () => {
    const envelope = {
      error: {
        error_code: 4001,
        message: 'Quantity too large',
        fields: { quantity: 'At most 99' },
      },
    };
    behaviour = async () => Response.json(envelope, { status: 422 });
    const response = await proxy({
      path: '/cart/lines',
      method: 'POST',
      body: { article_id: '101', quantity: '500' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(envelope);
    behaviour = async () => new Response('Not found', { status: 404 });
    const plain = await proxy({ path: '/catalogue/articles/999', method: 'GET' });
    expect(plain.status).toBe(404);
    expect(await plain.json()).toMatchObject({ error: { error_code: 404 } });
  });

  it('returns the data of an error_code 5004 answer as a normal result', async () => {
    const body = {
      cart: { lines: [], total: 0 },
      error: { error_code: 5004, message: 'The promotion code does not apply' },
    };
    for (const status of [200, 409, 500]) {
      behaviour = async () => Response.json(body, { status });
      const response = await proxy({
        path: '/cart/promotion-code',
        method: 'POST',
        body: { code: 'NOPE' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(body);
    }
  });

  it('passes an empty success through', async () => {
    behaviour = async () => new Response(null, { status: 204 });
    const response = await proxy({ path: '/cart/lines/5', method: 'DELETE' });
    expect(response.status).toBe(204);
  });
});

describe('POST /api/proxy input', () => {
  it('refuses missing and extra fields and wrong types', async () => {
    const bad = [
      { method: 'GET' },
      { path: '/cart' },
      { path: '/cart', method: 'PUT' },
      { path: '/cart', method: 'GET', query: { page: 2 } },
      { path: '/cart', method: 'GET', url: 'http://evil.example/' },
    ];
    for (const call of bad) expect((await proxy(call)).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('refuses malformed JSON (400), other content types (415) and oversized bodies (413)', async () => {
    expect((await server.fetch('/api/proxy', postJson('{"path":'))).status).toBe(400);
    const form = await server.fetch('/api/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'path=/cart&method=GET',
    });
    expect(form.status).toBe(415);
    const big = await proxy({
      path: '/designs',
      method: 'POST',
      body: { document: 'x'.repeat(70 * 1024) },
    });
    expect(big.status).toBe(413);
    expect(seen).toHaveLength(0);
  });
});

describe('POST /api/proxy/upload', () => {
  // A real 1×1 PNG: the server checks the file's bytes, not only its declared type.
  const onePixelPng = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
    (character) => character.charCodeAt(0),
  );
  const png = () => new File([onePixelPng], 'photo.png', { type: 'image/png' });

  it('forwards the image as multipart with the session id and the extra fields', async () => {
    const jar = new CookieJar();
    const id = await sessionId(jar);
    behaviour = async () =>
      Response.json({ url: 'https://images.example/photo.png', width: 10, height: 10 });
    const form = new FormData();
    form.append('img', png());
    form.append('design_id', 'd-1');
    form.append('ext_session_id', 'someone-elses-session');
    const response = await server.fetch('/api/proxy/upload', { method: 'POST', body: form }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ width: 10 });
    const upstream = call();
    expect(new URL(upstream.request.url).href).toBe('http://product-api.internal/images/upload');
    const sent = upstream.form;
    if (!sent) throw new Error('The upload was not multipart');
    expect(sent.get('ext_session_id')).toBe(id);
    expect(sent.get('design_id')).toBe('d-1');
    expect(sent.get('language')).toBe('es-ES');
    const image = sent.get('img') as File;
    expect(image.name).toBe('photo.png');
    expect(image.size).toBe(onePixelPng.length);
  });

  it('passes on a clean file name only', () => {
    expect(uploadFileName('../../etc/pass\u0000wd<script>.png')).toBe('pass_wd_script_.png');
    expect(uploadFileName('C:\\Users\\Ana\\Fotos\\Playa día 1.JPG')).toBe('Playa día 1.JPG');
    expect(uploadFileName('.hidden')).toBe('hidden');
    expect(uploadFileName('///')).toBe('photo');
    expect(uploadFileName(`${'a'.repeat(300)}.jpeg`)).toHaveLength(100);
  });

  it('refuses a missing image, a file that is not an image, another content type and an oversized upload', async () => {
    const noImage = new FormData();
    noImage.append('design_id', 'd-1');
    expect(
      (await server.fetch('/api/proxy/upload', { method: 'POST', body: noImage })).status,
    ).toBe(400);
    const text = new FormData();
    text.append('img', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await server.fetch('/api/proxy/upload', { method: 'POST', body: text })).status).toBe(
      415,
    );
    // A text file renamed .jpg: its bytes are not a JPEG whatever the browser declares.
    const renamed = new FormData();
    renamed.append('img', new File(['hello, not a photo'], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(
      (await server.fetch('/api/proxy/upload', { method: 'POST', body: renamed })).status,
    ).toBe(415);
    expect(
      (await server.fetch('/api/proxy/upload', postJson({ img: 'data:image/png;base64,AAAA' })))
        .status,
    ).toBe(415);
    const big = new FormData();
    big.append('img', new File([new Uint8Array(30_000)], 'big.png', { type: 'image/png' }));
    expect((await server.fetch('/api/proxy/upload', { method: 'POST', body: big })).status).toBe(
      413,
    );
    expect(seen).toHaveLength(0);
  });

  it('answers 504 when the upload hangs', async () => {
    behaviour = () => new Promise<Response>(() => undefined);
    const form = new FormData();
    form.append('img', png());
    expect((await server.fetch('/api/proxy/upload', { method: 'POST', body: form })).status).toBe(
      504,
    );
  });
});
