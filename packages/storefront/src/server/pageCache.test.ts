import { cookies, type Session, type SessionCustomer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';
import {
  CookieJar,
  startTestServer,
  testSessionPassword,
  type TestServer,
} from '../testing/testServer.ts';
import type { ShopState } from '../app/shopState.ts';
import type { RenderRequest, RenderResult } from './render.tsx';
import { newStoredSession, sealSession } from './session/sessionCookie.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliDocumentPieces, keepInBrotli } from './pages/brotliDocument.ts';
import { fillDocument, gzipDocument } from './pages/documentBytes.ts';
import {
  cartPlaceholder,
  documentTemplate,
  noncePlaceholder,
  sessionPlaceholder,
} from './pages/pageDocument.ts';

const sealing = { password: testSessionPassword, maxAgeSeconds: cookies.session.maxAgeSeconds };

const customer: SessionCustomer = {
  id: 7,
  email: 'lucia.personal@example.com',
  customer_type: 'PERSON',
  first_name: 'Lucía',
  last_name: 'Quintanilla',
  is_foticos: false,
  permissions: {
    can_make_orders: true,
    accounts_orders: true,
    accounts_tickets: true,
    accounts_invoices: true,
  },
};

const euros = (amount: number) => ({ amount, currency: 'EUR' });

/**
 * A product API whose carts are kept per session id (`ext_session_id`), each with an id of its
 * own, counting every call: the page cache's hits are the pages that asked it nothing but the
 * visitor's own cart.
 */
function countingProductApi() {
  const carts = new Map<string, number>();
  const promotionCodes = new Map<string, string>();
  const cartIds = new Map<string, number>();
  const api = {
    calls: 0,
    cartCalls: 0,
    carts,
    promotionCodes,
    cartIdOf: (sessionId: string) => {
      if (!cartIds.has(sessionId)) cartIds.set(sessionId, 9000 + cartIds.size);
      return cartIds.get(sessionId) ?? 0;
    },
    productApi: async (request: Request) => {
      api.calls++;
      const url = new URL(request.url);
      const sessionId = url.searchParams.get('ext_session_id') ?? '';
      if (url.pathname === '/cart') {
        api.cartCalls++;
        return Response.json({
          cart: {
            id: api.cartIdOf(sessionId),
            lines: [],
            promotion_code: promotionCodes.get(sessionId) ?? null,
            totals: { subtotal: euros(0), discount: euros(0), shipping: null, total: euros(0) },
            item_count: carts.get(sessionId) ?? 0,
          },
        });
      }
      if (url.pathname === '/designs')
        return Response.json({ designs: [`diseño-de-${sessionId}`] });
      return Response.json({ article: { name: `Taza ${url.searchParams.get('language')}` } });
    },
  };
  return api;
}

interface CartAnswer {
  cart: { id: number; item_count: number; promotion_code: string | null };
}

type Shareable = (request: RenderRequest, itemCount: number) => boolean;

/**
 * A page renderer like the site's: it fetches the session's cart and the page's data, shows the
 * customer's name, e-mail and cart count in the header, the consent banner to a visitor who has
 * not answered, and writes whatever else of the session it is given into the page (a careless
 * screen would); the cart's answer goes into the page state as the site's dehydrated query does.
 * `shareable` is its judgement of the page (the real one: no customer, an empty cart); a test
 * may make it careless.
 */
function cartAwareRenderer(
  shareable: Shareable = ({ session }, itemCount) => !session.customer && itemCount === 0,
) {
  return Object.assign(
    async (request: RenderRequest): Promise<RenderResult> => {
      const { path, session, productApiFetch, productApiBaseUrl } = request;
      const language = path.split('/')[1]?.split('-')[0] ?? 'es';
      const cart = (await (
        await productApiFetch(`${productApiBaseUrl}cart?ext_session_id=${session.fotiApiClient}`)
      ).json()) as CartAnswer;
      const article = (await (
        await productApiFetch(`${productApiBaseUrl}catalogue/families?language=${language}`)
      ).json()) as { article: { name: string } };
      const who = session.customer
        ? `${session.customer.first_name} ${session.customer.last_name} ${session.customer.email}`
        : 'invitado';
      // The session's own designs, on the pages that list them.
      const designs = path.includes('/my-designs')
        ? ((await (
            await productApiFetch(
              `${productApiBaseUrl}designs?ext_session_id=${session.fotiApiClient}`,
            )
          ).json()) as { designs: string[] })
        : { designs: [] };
      const banner = session.isConsentGiven === undefined ? '<aside>¿Cookies?</aside>' : '';
      const rest = `${session.ga4ClientId ?? ''} ${session.screenWidth ?? ''}`;
      return {
        kind: 'page',
        status: path.includes('/missing') ? 404 : 200,
        html: `<header>${who} · carrito ${cart.cart.item_count}</header><main>${article.article.name} ${path.replace(/[<>&"]/g, '')}${designs.designs.map((design) => ` ${design}`).join('')}</main>${banner}<footer>${rest}</footer>`,
        head: { language, title: 'Test Shop', description: 'A page', alternates: [] },
        state: {
          session,
          queries: {
            mutations: [],
            queries: [
              {
                queryKey: ['cart'],
                queryHash: '["cart"]',
                state: { data: cart, status: 'success' },
              },
            ],
          } as unknown as ShopState['queries'],
          messages: { language, bundles: {} },
          outcome: { kind: 'page', effects: {} },
        },
        shareable: shareable(request, cart.cart.item_count),
      };
    },
    { messageFile: async () => null },
  );
}

interface ServedPage {
  html: string;
  nonce: string;
  cspNonce: string | undefined;
  session: Session;
  /** The cart answer in the page state, if any. */
  cart: CartAnswer | undefined;
}

async function page(server: TestServer, path: string, jar?: CookieJar): Promise<ServedPage> {
  const response = await server.fetch(path, {}, jar);
  expect(response.status).toBe(200);
  const html = await response.text();
  const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1] ?? '');
  // Every nonce of the document is the response's one.
  expect(new Set(nonces).size).toBe(1);
  const state =
    /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null';
  const parsed = JSON.parse(state) as {
    session: Session;
    queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
  };
  return {
    html,
    nonce: nonces[0] ?? '',
    cspNonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
    session: parsed.session,
    cart: parsed.queries.queries.find((query) => query.queryKey[0] === 'cart')?.state.data as
      CartAnswer | undefined,
  };
}

async function visitorJar(session: Partial<Session> = {}, token?: string) {
  const stored = newStoredSession(32, session);
  const jar = new CookieJar();
  jar.set(cookies.session.name, await sealSession(token ? { ...stored, token } : stored, sealing));
  return { jar, sessionId: stored.session.fotiApiClient };
}

describe('the micro-cache of pages nobody in particular sees', () => {
  let server: TestServer;
  let api: ReturnType<typeof countingProductApi>;
  let clock = 1_000_000;

  beforeAll(async () => {
    api = countingProductApi();
    server = await startTestServer({
      productApi: api.productApi,
      render: cartAwareRenderer(),
      assets: { scripts: ['/assets/entry.js'], styles: [] },
      pageCache: { now: () => clock },
    });
  });
  afterAll(() => server.close());

  it('serves a second anonymous visitor from the cache, with a nonce and a session of its own', async () => {
    const calls = api.calls;
    const first = await page(server, '/es-es/designs?page=2');
    expect(api.calls).toBe(calls + 2);
    const second = await page(server, '/es-es/designs?page=2');
    expect(api.calls).toBe(calls + 2);
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);

    const withoutOwnParts = ({ html, nonce, session }: ServedPage) =>
      html.replaceAll(nonce, '').replaceAll(session.fotiApiClient, '');
    expect(withoutOwnParts(second)).toBe(withoutOwnParts(first));
    expect(first.nonce).toBe(first.cspNonce);
    expect(second.nonce).toBe(second.cspNonce);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.session.fotiApiClient).not.toBe(first.session.fotiApiClient);
    // A visitor without a session still gets no cookie, from the cache or not.
    const response = await server.fetch('/es-es/designs?page=2');
    expect(response.headers.getSetCookie()).toEqual([]);
    // Nobody's in particular: a shared cache in front may keep it too (decision 0009).
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(api.calls).toBe(calls + 2);
  });

  it('sends a cached page gzip-compressed to a browser that takes gzip, the same page once decompressed', async () => {
    const identity = await page(server, '/es-es/shipping');
    const calls = api.calls;
    const response = await server.fetch('/es-es/shipping', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.calls).toBe(calls);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decompresses it.
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(html.replaceAll(nonce ?? '', '')).toContain('Taza es /es-es/shipping');
    expect(html.split(nonce ?? '')).toHaveLength(identity.html.split(identity.nonce).length);
  });

  it('sends a kept page brotli-compressed to a browser that takes brotli, from its render on', async () => {
    const identity = await page(server, '/es-es/delivery');
    const responses = [];
    for (const encoding of ['br', 'gzip, deflate, br', 'br;q=1, gzip;q=0.5'])
      responses.push(
        await server.fetch('/es-es/delivery', { headers: { 'accept-encoding': encoding } }),
      );
    const fresh = await server.fetch('/es-es/privacy', { headers: { 'accept-encoding': 'br' } });
    for (const response of [...responses, fresh]) {
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      expect(nonce).toBeDefined();
      expect(html).toContain(`nonce="${nonce ?? ''}"`);
      if (response === fresh) continue;
      expect(html.split(nonce ?? '')).toHaveLength(identity.html.split(identity.nonce).length);
      // Only the page state's JSON is padded (with spaces) to the width brotli kept for it; each
      // visitor has a session of their own.
      const ownless = (text: string, own: string) =>
        text
          .split(own)
          .join('')
          .replaceAll(' ', '')
          .replace(/"fotiApiClient":"[^"]*"/, '');
      expect(ownless(html, nonce ?? '')).toBe(ownless(identity.html, identity.nonce));
    }
    expect(responses[0]?.headers.get('x-page-cache')).toBe('hit');
    expect(fresh.headers.get('x-page-cache')).toBe('miss');
  });

  it('sends a page gzip-compressed, or as it is, to a browser that takes no brotli', async () => {
    await page(server, '/es-es/terms');
    const gzip = await server.fetch('/es-es/terms', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.fetch('/es-es/terms', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    // Each visitor has a session of their own, and each response its nonce.
    const ownless = (html: string) => html.replace(/nonce="[^"]*"|"fotiApiClient":"[^"]*"/g, '');
    expect(ownless(await gzip.text())).toBe(ownless(await plain.text()));
  });

  it('sends a cached page with the headers of a rendered one, its own nonce and cookies, and the length of its body', async () => {
    const headersOf = (response: Response) =>
      Object.fromEntries(
        [...response.headers]
          .filter(([name]) => name !== 'date')
          .map(([name, value]) => [
            name,
            name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/, 'N') : value,
          ]),
      );
    const asText = { headers: { 'accept-encoding': 'identity' } };
    const rendered = await server.fetch('/es-es/stores?utm_source=newsletter', asText);
    const renderedHtml = await rendered.text();
    const calls = api.calls;
    const cached = await server.fetch('/es-es/stores?utm_source=newsletter', asText);
    const cachedHtml = await cached.text();
    expect(api.calls).toBe(calls);
    const { 'content-length': length, 'transfer-encoding': _, ...fromCache } = headersOf(cached);
    const { 'content-length': __, 'transfer-encoding': ___, ...fromRender } = headersOf(rendered);
    expect({ ...fromCache, 'x-page-cache': 'miss' }).toEqual(fromRender);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    // A page that sets a cookie is no shared cache's to keep.
    expect(cached.headers.get('cache-control')).toBe('private, no-cache');
    expect(cached.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${cookies.trackingParameters.name}=utm_source`)),
    ]);
    expect(Number(length)).toBe(Buffer.byteLength(cachedHtml));
    expect(cachedHtml.length).toBe(renderedHtml.length);
  });

  it('deflates a cached page for a browser that takes only deflate', async () => {
    const identity = await page(server, '/es-es/returns');
    const response = await server.fetch('/es-es/returns', {
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(response.headers.get('content-encoding')).toBe('deflate');
    const html = await response.text();
    expect(html.length).toBe(identity.html.length);
  });

  it('answers HEAD from the cache too', async () => {
    await page(server, '/es-es/help');
    const calls = api.calls;
    const response = await server.fetch('/es-es/help', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(api.calls).toBe(calls);
  });

  it('keeps another path, query, country site or language apart', async () => {
    const paths = ['/es-es/cart', '/es-es/cart?step=1', '/pt-pt/cart', '/fr-fr/cart'];
    const calls = api.calls;
    const pages = [];
    for (const path of paths) pages.push(await page(server, path));
    expect(api.calls).toBe(calls + 2 * paths.length);
    expect(pages.map((served) => /<main>(.*)<\/main>/.exec(served.html)?.[1])).toEqual([
      'Taza es /es-es/cart',
      'Taza es /es-es/cart?step=1',
      'Taza pt /pt-pt/cart',
      'Taza fr /fr-fr/cart',
    ]);
    for (const path of paths) await page(server, path);
    expect(api.calls).toBe(calls + 2 * paths.length);
  });

  it('renders again once the data’s staleTime is over', async () => {
    await page(server, '/es-es/contact');
    const calls = api.calls;
    clock += queryStaleTimeMs - 1;
    await page(server, '/es-es/contact');
    expect(api.calls).toBe(calls);
    clock += 1;
    await page(server, '/es-es/contact');
    expect(api.calls).toBe(calls + 2);
    await page(server, '/es-es/contact');
    expect(api.calls).toBe(calls + 2);
  });

  it('does not keep a page that is not a 200', async () => {
    const calls = api.calls;
    expect((await server.fetch('/es-es/missing')).status).toBe(404);
    expect((await server.fetch('/es-es/missing')).status).toBe(404);
    expect(api.calls).toBe(calls + 4);
  });

  it('never gives a logged-in visitor a cached page, nor keeps theirs for others', async () => {
    await page(server, '/es-es/offers');
    const { jar } = await visitorJar({ customer }, 'customer-token');
    const calls = api.calls;
    const own = await page(server, '/es-es/offers', jar);
    // The customer's token checked with the product API (sign-out ends it), then the render's two.
    expect(api.calls).toBe(calls + 3);
    expect(own.html).toContain(customer.email);
    expect(own.session.customer?.email).toBe(customer.email);
    // And the other way round: a first visit by the customer, then an anonymous one.
    await page(server, '/es-es/faq', jar);
    const anonymous = await page(server, '/es-es/faq');
    const secondAnonymous = await page(server, '/es-es/faq');
    for (const served of [anonymous, secondAnonymous]) {
      expect(served.html).not.toContain(customer.email);
      expect(served.html).not.toContain(customer.first_name);
      expect(served.html).not.toContain(customer.last_name);
      expect(served.html).toContain('invitado · carrito 0');
    }
  });

  it('never gives a visitor with a cart line a cached page, nor keeps theirs for others', async () => {
    const { jar, sessionId } = await visitorJar({ isConsentGiven: true });
    api.carts.set(sessionId, 3);
    await page(server, '/es-es/blog');
    const calls = api.calls;
    const own = await page(server, '/es-es/blog', jar);
    // Their own cart first (it decides against the shared page), then the render's two calls.
    expect(api.calls).toBe(calls + 3);
    expect(own.html).toContain('carrito 3');
    expect(own.session.fotiApiClient).toBe(sessionId);

    await page(server, '/es-es/news', jar);
    const anonymous = await page(server, '/es-es/news');
    expect(anonymous.html).toContain('carrito 0');
    expect(anonymous.html).not.toContain('carrito 3');
    expect(anonymous.html).not.toContain(sessionId);
  });

  it('serves visitors with a session and an empty cart from one entry per consent answer, each with their own session and cart', async () => {
    const consent = {
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: true,
      consentVersion: 1,
    };
    const first = await visitorJar({
      ...consent,
      ga4ClientId: 'GA1.first-visitor',
      screenWidth: 1234,
    });
    const second = await visitorJar({ ...consent, ga4ClientId: 'GA1.second-visitor' });
    const calls = api.calls;
    const firstPage = await page(server, '/es-es/about', first.jar);
    // Their own cart, asked first, and the render's two calls.
    expect(api.calls).toBe(calls + 3);
    const secondPage = await page(server, '/es-es/about', second.jar);
    // Only the second visitor's own cart.
    expect(api.calls).toBe(calls + 4);

    // Each page carries its own visitor's session, nonce and cart, and nothing of the other's.
    expect(firstPage.session).toMatchObject({ fotiApiClient: first.sessionId, ...consent });
    expect(secondPage.session).toMatchObject({ fotiApiClient: second.sessionId, ...consent });
    expect(secondPage.session.ga4ClientId).toBe('GA1.second-visitor');
    expect(firstPage.cart?.cart.id).toBe(api.cartIdOf(first.sessionId));
    expect(secondPage.cart?.cart.id).toBe(api.cartIdOf(second.sessionId));
    expect(secondPage.nonce).toBe(secondPage.cspNonce);
    expect(secondPage.nonce).not.toBe(firstPage.nonce);
    for (const ownOfFirst of [
      first.sessionId,
      'GA1.first-visitor',
      '1234',
      `"id":${api.cartIdOf(first.sessionId)}`,
      firstPage.nonce,
    ])
      expect(secondPage.html).not.toContain(ownOfFirst);
    // The page is rendered from the consent answer and the session id alone: the rest of the
    // session is in its state only.
    expect(firstPage.html).toContain('<footer> </footer>');
    expect(firstPage.session.ga4ClientId).toBe('GA1.first-visitor');
    expect(secondPage.html).not.toContain('¿Cookies?');
    // No Set-Cookie: nothing of their session changed.
    expect((await server.fetch('/es-es/about', {}, second.jar)).headers.getSetCookie()).toEqual([]);

    // Another consent answer, no answer yet and no session at all are entries of their own.
    const refused = await visitorJar({ ...consent, isAnalyticsAccepted: false });
    const unanswered = await visitorJar({ screenWidth: 800 });
    const before = api.calls;
    const refusedPage = await page(server, '/es-es/about', refused.jar);
    const unansweredPage = await page(server, '/es-es/about', unanswered.jar);
    const anonymousPage = await page(server, '/es-es/about');
    expect(api.calls).toBe(before + 3 + 3 + 2);
    expect(unansweredPage.html).toContain('¿Cookies?');
    expect(anonymousPage.html).toContain('¿Cookies?');
    expect(refusedPage.html).not.toContain('¿Cookies?');
    expect(anonymousPage.html).not.toContain(`"id":${api.cartIdOf(unanswered.sessionId)}`);
    expect(anonymousPage.html).not.toContain(unanswered.sessionId);
  });

  it('renders afresh for a visitor with a session whose cart holds a line or a promotion code, and keeps theirs out', async () => {
    const consent = { isConsentGiven: true };
    const emptyCart = await visitorJar(consent);
    await page(server, '/es-es/stores', emptyCart.jar);
    const withLine = await visitorJar(consent);
    api.carts.set(withLine.sessionId, 2);
    const withCode = await visitorJar(consent);
    api.promotionCodes.set(withCode.sessionId, 'VERANO-PERSONAL');
    const calls = api.calls;
    const lineVisit = await page(server, '/es-es/stores', withLine.jar);
    expect(api.calls).toBe(calls + 3);
    expect(lineVisit.html).toContain('carrito 2');
    const codeVisit = await page(server, '/es-es/stores', withCode.jar);
    expect(api.calls).toBe(calls + 6);
    expect(codeVisit.html).toContain('VERANO-PERSONAL');

    // Their pages were not kept: the next visitor of either kind is given their own.
    const later = await visitorJar(consent);
    const laterPage = await page(server, '/es-es/stores', later.jar);
    expect(api.calls).toBe(calls + 7);
    expect(laterPage.html).toContain('carrito 0');
    expect(laterPage.html).not.toContain('VERANO-PERSONAL');
    expect(laterPage.html).not.toContain(withLine.sessionId);
    expect(laterPage.cart?.cart.id).toBe(api.cartIdOf(later.sessionId));
  });

  it('does not share a page that asked the product API for anything else of the session', async () => {
    const first = await visitorJar({ isConsentGiven: true });
    const second = await visitorJar({ isConsentGiven: true });
    const firstPage = await page(server, '/es-es/my-designs', first.jar);
    expect(firstPage.html).toContain(`diseño-de-${first.sessionId}`);
    const calls = api.calls;
    const secondPage = await page(server, '/es-es/my-designs', second.jar);
    // Their cart, then a render of their own.
    expect(api.calls).toBe(calls + 4);
    expect(secondPage.html).toContain(`diseño-de-${second.sessionId}`);
    expect(secondPage.html).not.toContain(first.sessionId);
  });

  it('renders afresh when the visitor’s cart is not a valid answer', async () => {
    let articleCalls = 0;
    let cartBroken = false;
    const flaky = await startTestServer({
      productApi: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/catalogue/families') articleCalls++;
        // Enough for the page's badge, not a cart the contract accepts.
        if (path === '/cart' && cartBroken) return Response.json({ cart: { item_count: 0 } });
        return api.productApi(request);
      },
      render: cartAwareRenderer(),
      assets: { scripts: [], styles: [] },
    });
    try {
      await page(flaky, '/es-es/gift-cards', (await visitorJar({ isConsentGiven: true })).jar);
      expect(articleCalls).toBe(1);
      await page(flaky, '/es-es/gift-cards', (await visitorJar({ isConsentGiven: true })).jar);
      expect(articleCalls).toBe(1);
      cartBroken = true;
      const visitor = await visitorJar({ isConsentGiven: true });
      for (const _ of [1, 2]) {
        const response = await flaky.fetch('/es-es/gift-cards', {}, visitor.jar);
        expect(response.status).toBe(200);
        await response.text();
      }
      // Both rendered: a visitor whose cart is not known is not given the shared page.
      expect(articleCalls).toBe(3);
    } finally {
      await flaky.close();
    }
  });
});

describe('a cached page compressed per response', () => {
  it('decompresses to exactly the filled document, whatever the slots hold', () => {
    const template = documentTemplate(
      `<html><script nonce="${noncePlaceholder}">{"session":"${sessionPlaceholder}","cart":"${cartPlaceholder}"}</script><p>Añade tu diseño 📷 ${'página '.repeat(2000)}</p><i nonce="${noncePlaceholder}"></i></html>`,
    );
    for (const fill of [
      { nonce: 'bm9uY2Ux', sessionJson: '{"fotiApiClient":"añb"}', cartJson: '{"cart":{"id":7}}' },
      { nonce: '', sessionJson: '{}', cartJson: '' },
      // A slot longer than one stored block holds (a long cart's answer).
      {
        nonce: 'bm9uY2Uy',
        sessionJson: '{}',
        cartJson: JSON.stringify({ lines: 'línea '.repeat(30_000) }),
      },
    ]) {
      const gzip = gzipDocument(template, fill);
      const filled = Buffer.from(fillDocument(template, fill));
      expect(gunzipSync(gzip).equals(filled)).toBe(true);
      expect(filled.toString('utf8')).toContain(`nonce="${fill.nonce}"`);
      // The page compressed; only the slots stored.
      expect(gzip.length).toBeLessThan(
        (fillDocument(template, fill).length - fill.cartJson.length) / 5 +
          Buffer.byteLength(fill.cartJson) * 1.01,
      );
    }
  });
});

describe('a kept page in brotli', () => {
  it('is the filled document once decompressed, its JSON slots padded, the slots sent as they are', async () => {
    const template = documentTemplate(
      `<html><script nonce="${noncePlaceholder}">{"session":"${sessionPlaceholder}","cart":"${cartPlaceholder}"}</script><p>Añade tu diseño 📷 ${'página '.repeat(2000)}</p>${`<b nonce="${noncePlaceholder}">x</b>`.repeat(40)}</html>`,
    );
    const fillWith = (nonce: string, sessionJson: string, cartJson: string) => ({
      nonce,
      sessionJson,
      cartJson,
    });
    await keepInBrotli(
      template,
      fillWith('bm9uY2Ux', '{"fotiApiClient":"añb"}', '{"cart":{"id":7}}'),
    );
    for (const fill of [
      fillWith('bm9uY2Uy', '{"fotiApiClient":"otra sesión más larga"}', '{"cart":{"id":8}}'),
      fillWith('MTIzNDU2', '{}', '{}'),
    ]) {
      const brotli = brotliDocumentPieces(template, fill);
      expect(brotli).toBeDefined();
      const sent = Buffer.concat(brotli?.pieces ?? []);
      expect(sent.length).toBe(brotli?.byteLength);
      const html = brotliDecompressSync(sent).toString('utf8');
      const filled = Buffer.from(fillDocument(template, fill)).toString('utf8');
      expect(html.replaceAll(' ', '')).toBe(filled.replaceAll(' ', ''));
      expect(html.split(`nonce="${fill.nonce}"`)).toHaveLength(42);
      expect(sent.length).toBeLessThan(filled.length / 5);
    }
    // A nonce of another width, or JSON beyond its slot's width: the page goes in gzip.
    expect(brotliDocumentPieces(template, fillWith('bm9uY2UzMw==', '{}', '{}'))).toBeUndefined();
    const long = JSON.stringify({ lines: 'línea '.repeat(1000) });
    expect(brotliDocumentPieces(template, fillWith('bm9uY2Uz', '{}', long))).toBeUndefined();
  });
});

describe('the micro-cache behind a renderer that misjudges a page', () => {
  let server: TestServer;
  let api: ReturnType<typeof countingProductApi>;

  beforeAll(async () => {
    api = countingProductApi();
    server = await startTestServer({
      productApi: api.productApi,
      // Claims every page is nobody's: the visitor's session still keeps theirs out.
      render: cartAwareRenderer(() => true),
      assets: { scripts: [], styles: [] },
    });
  });
  afterAll(() => server.close());

  it('keeps a customer’s or a cart’s page out of the cache all the same', async () => {
    const customerVisit = await visitorJar({ customer }, 'customer-token');
    const cartVisit = await visitorJar();
    api.carts.set(cartVisit.sessionId, 2);
    await page(server, '/es-es/offers', customerVisit.jar);
    await page(server, '/es-es/offers', cartVisit.jar);
    const anonymous = await page(server, '/es-es/offers');
    expect(anonymous.html).toContain('invitado · carrito 0');
    expect(anonymous.html).not.toContain(customer.email);
    expect(anonymous.html).not.toContain('carrito 2');
  });

  it('does not keep a page whose data did not all arrive', async () => {
    let renders = 0;
    const failing = await startTestServer({
      productApi: async () => {
        throw new Error('The product API is down');
      },
      render: Object.assign(
        async (request: RenderRequest): Promise<RenderResult> => {
          renders++;
          const answered = await request
            .productApiFetch(`${request.productApiBaseUrl}article`)
            .then(
              () => true,
              () => false,
            );
          return {
            kind: 'page',
            status: 200,
            html: `<main>${answered ? 'datos' : 'error'}</main>`,
            head: { language: 'es', title: 'T', description: 'D', alternates: [] },
            state: {
              session: request.session,
              queries: { mutations: [], queries: [] },
              messages: { language: 'es', bundles: {} },
              outcome: { kind: 'page', effects: {} },
            },
            shareable: answered,
          };
        },
        { messageFile: async () => null },
      ),
    });
    try {
      for (const _ of [1, 2]) {
        const response = await failing.fetch('/es-es/designs');
        expect(await response.text()).toContain('<main>error</main>');
      }
      expect(renders).toBe(2);
      expect(failing.logs.filter((line) => line.msg === 'Unhandled server error')).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
