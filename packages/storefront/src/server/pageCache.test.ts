import { cookies, type Session, type SessionCustomer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';
import { CookieJar, startTestServer, testSessionPassword, type TestServer } from './api/testing.ts';
import type { RenderRequest, RenderResult } from './render.tsx';
import { newStoredSession, sealSession } from './session/sessionCookie.ts';

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

/**
 * A product API whose carts are kept per session id (`?session=`), counting every call: the page
 * cache's hits are the pages that asked it nothing.
 */
function countingProductApi() {
  const carts = new Map<string, number>();
  const api = {
    calls: 0,
    carts,
    productApi: async (request: Request) => {
      api.calls++;
      const url = new URL(request.url);
      if (url.pathname === '/cart')
        return Response.json({
          cart: { item_count: carts.get(url.searchParams.get('session') ?? '') ?? 0 },
        });
      return Response.json({ article: { name: `Taza ${url.searchParams.get('language')}` } });
    },
  };
  return api;
}

type Shareable = (request: RenderRequest, itemCount: number) => boolean;

/**
 * A page renderer like the site's: it fetches the session's cart and the page's data, and shows
 * the customer's name, e-mail and cart count in the header. `shareable` is its judgement of the
 * page (the real one: no customer, an empty cart); a test may make it careless.
 */
function cartAwareRenderer(
  shareable: Shareable = ({ session }, itemCount) => !session.customer && itemCount === 0,
) {
  return Object.assign(
    async (request: RenderRequest): Promise<RenderResult> => {
      const { path, session, productApiFetch, productApiBaseUrl } = request;
      const language = path.split('/')[1]?.split('-')[0] ?? 'es';
      const cart = (await (
        await productApiFetch(`${productApiBaseUrl}cart?session=${session.fotiApiClient}`)
      ).json()) as { cart: { item_count: number } };
      const article = (await (
        await productApiFetch(`${productApiBaseUrl}article?language=${language}`)
      ).json()) as { article: { name: string } };
      const who = session.customer
        ? `${session.customer.first_name} ${session.customer.last_name} ${session.customer.email}`
        : 'invitado';
      return {
        kind: 'page',
        status: path.includes('/missing') ? 404 : 200,
        html: `<header>${who} · carrito ${cart.cart.item_count}</header><main>${article.article.name} ${path.replace(/[<>&"]/g, '')}</main>`,
        head: { language, title: 'Test Shop', description: 'A page', alternates: [] },
        state: {
          session,
          queries: { mutations: [], queries: [] },
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
  return {
    html,
    nonce: nonces[0] ?? '',
    cspNonce: /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1],
    session: (JSON.parse(state) as { session: Session }).session,
  };
}

async function visitorJar(session: Partial<Session> = {}, token?: string) {
  const stored = newStoredSession(32, session);
  const jar = new CookieJar();
  jar.set(cookies.session.name, await sealSession(token ? { ...stored, token } : stored, sealing));
  return { jar, sessionId: stored.session.fotiApiClient };
}

describe('the micro-cache of anonymous pages', () => {
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
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(api.calls).toBe(calls + 2);
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
    expect(api.calls).toBe(calls + 2);
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
    expect(api.calls).toBe(calls + 2);
    expect(own.html).toContain('carrito 3');
    expect(own.session.fotiApiClient).toBe(sessionId);

    await page(server, '/es-es/news', jar);
    const anonymous = await page(server, '/es-es/news');
    expect(anonymous.html).toContain('carrito 0');
    expect(anonymous.html).not.toContain('carrito 3');
    expect(anonymous.html).not.toContain(sessionId);
  });

  it('renders afresh for a visitor with a session, even without a customer or a cart', async () => {
    await page(server, '/es-es/about');
    const { jar, sessionId } = await visitorJar({ isConsentGiven: true });
    const calls = api.calls;
    const own = await page(server, '/es-es/about', jar);
    expect(api.calls).toBe(calls + 2);
    expect(own.session).toMatchObject({ fotiApiClient: sessionId, isConsentGiven: true });
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
