import { toProductApiRequest } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.ts';
import { embeddedProductApi, reset, useHandlers } from './embedded.ts';
import { demoAccounts, demoPassword } from './fixtures/customers.ts';
import { scenarios } from './scenarios/index.ts';
import { mockApiClient } from './testing/mockApiClient.ts';

afterEach(() => reset());

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe('embedded product API', () => {
  it('answers product API paths under any origin and path prefix', async () => {
    for (const base of [
      'http://localhost:3000',
      'https://product-api.test/v1',
      'http://127.0.0.1:8080/api/product',
    ]) {
      const response = await embeddedProductApi(
        new Request(`${base}/catalogue/articles?per_page=2`),
      );
      expect(response.status, base).toBe(200);
      const body = (await json(response)) as {
        articles: { image: { sources: { url: string }[] } }[];
      };
      expect(body.articles).toHaveLength(2);
      // Image URLs are built on the base the request came in under.
      expect(body.articles[0]?.image.sources[0]?.url.startsWith(`${base}/mock-assets/`)).toBe(true);
    }
  });

  it('tells a longer endpoint from a shorter one it ends with', async () => {
    // /catalogue/designs/{id} is public; /designs/{id} would need the design's owner session.
    const response = await embeddedProductApi(
      new Request('https://product-api.test/catalogue/designs/d-1001-1'),
    );
    expect(response.status).toBe(200);
    const own = await embeddedProductApi(
      new Request('https://product-api.test/designs/d-1001-1?ext_session_id=s&brand=main'),
    );
    expect(own.status).toBe(404);
  });

  it('answers unknown paths with a 404 error envelope', async () => {
    const response = await embeddedProductApi(new Request('http://product-api.test/nothing-here'));
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: { error_code: 4040 } });
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const response = await embeddedProductApi(
      new Request('http://product-api.test/cart/lines', {
        method: 'POST',
        body: new URLSearchParams({ ext_session_id: 's1', article_id: 'not-a-number' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: { error_code: 4000, fields: { article_id: expect.any(String) } },
    });
    const noSession = await embeddedProductApi(new Request('http://product-api.test/cart'));
    expect(await json(noSession)).toMatchObject({ error: { error_code: 4001 } });
  });

  it('answers calls the storefront proxy forwards', async () => {
    const request = toProductApiRequest(
      {
        path: '/cart/lines',
        method: 'POST',
        body: { ext_session_id: 'proxy-session', article_id: '10001', quantity: '10' },
      },
      { baseUrl: 'http://product-api.internal/v3' },
    );
    const response = await embeddedProductApi(request);
    expect(response.status).toBe(200);
    expect(db.sessions.get('proxy-session')?.cart.lines).toHaveLength(1);
  });

  it('serves the pictures its answers link to', async () => {
    const article = (await json(
      await embeddedProductApi(new Request('https://product-api.test/catalogue/articles/1001')),
    )) as {
      article: { image: { sources: { url: string }[] } };
    };
    const url = article.article.image.sources.at(-1)?.url ?? '';
    const picture = await embeddedProductApi(new Request(url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    // A JPEG's start-of-image marker: a drawn picture, not a placeholder text.
    expect([...new Uint8Array(await picture.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('stores an uploaded photo and serves it back', async () => {
    const bytes = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 4,
      0, 0, 0, 3, 0,
    ]);
    const form = new FormData();
    form.append('img', new File([bytes], 'beach.png', { type: 'image/png' }));
    form.append('ext_session_id', 'upload-session');
    const uploaded = (await json(
      await embeddedProductApi(
        new Request('https://product-api.test/images/upload', { method: 'POST', body: form }),
      ),
    )) as {
      url: string;
      width: number;
      height: number;
    };
    expect(uploaded).toMatchObject({ width: 1024, height: 768 });
    const served = await embeddedProductApi(new Request(uploaded.url));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('serves the invoice PDFs it links to', async () => {
    const api = mockApiClient({ sessionId: 'pdf-session' });
    const { token } = await api.call('auth.login', {
      email: demoAccounts.foticos,
      password: demoPassword,
    });
    const foticos = mockApiClient({ sessionId: 'pdf-session', token: () => token });
    const { invoices } = await foticos.call('invoices.list', { brand: 'main' });
    const pdf = await embeddedProductApi(new Request(invoices[0]?.pdf_url ?? ''));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4/);
  });

  it('refuses uploads that are not images', async () => {
    const form = new FormData();
    form.append('img', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    form.append('ext_session_id', 'upload-session');
    const response = await embeddedProductApi(
      new Request('https://product-api.test/images/upload', { method: 'POST', body: form }),
    );
    expect(response.status).toBe(400);
  });

  it('rejects like fetch when the caller gives up on a hanging scenario', async () => {
    useHandlers(...scenarios.cart.timeout);
    const controller = new AbortController();
    const pending = embeddedProductApi(
      new Request('https://product-api.test/cart?ext_session_id=s', { signal: controller.signal }),
    );
    controller.abort(new Error('gave up'));
    await expect(pending).rejects.toThrow('gave up');
  });

  it('names families, tags and help-centre categories in the call’s language, English otherwise', async () => {
    const names = async (path: string, language: string) =>
      JSON.stringify(
        await json(
          await embeddedProductApi(
            new Request(`https://product-api.test${path}?language=${language}`),
          ),
        ),
      );
    expect(await names('/catalogue/families', 'pl')).toContain('Fotoksiążki');
    expect(await names('/catalogue/families', 'sv')).toContain('Fotoböcker');
    expect(await names('/catalogue/families', 'ja')).toContain('Photo books');
    expect(await names('/catalogue/tags', 'es-ES')).toContain('Navidad');
    expect(await names('/help-center/categories', 'de')).toContain('Vor dem Kauf');
  });

  it('starts again from the seed after reset()', async () => {
    await embeddedProductApi(
      new Request('https://product-api.test/newsletter/subscriptions', {
        method: 'POST',
        body: new URLSearchParams({ email: 'a@b.example', accepts_privacy: 'true' }),
      }),
    );
    expect(db.newsletterEmails).toContain('a@b.example');
    reset();
    expect(db.newsletterEmails).not.toContain('a@b.example');
  });
});
