import { serve } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { ApiError, createApiClient } from '@shop/domain';
import { embeddedProductApi } from '@shop/mocks/embedded';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryStaleTimeMs } from '../app/queryDefaults.ts';
import { CatalogueAnswers, catalogueReads, readingThrough } from './catalogueAnswers.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';

// The catalogue's answers a rendered page asks for are kept in the process for the queries'
// staleTime and shared by every page of the same language: a visitor with a cart line (rendered
// every time) asks the product API only for what is theirs, and sees their own cart.

/** The product API's paths asked for, in order, with their language and session. */
const asked: { path: string; language: string | null; session: string | null }[] = [];
let now = 1_000_000;
let origin = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const brandConfig = brandById('main');
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: ['/assets/entry.js'], styles: ['/assets/entry.css'] },
    productApi: (request) => {
      const url = new URL(request.url);
      asked.push({
        path: url.pathname.replace(/^.*\/v1/, ''),
        language: url.searchParams.get('language'),
        session: url.searchParams.get('ext_session_id'),
      });
      return embeddedProductApi(request);
    },
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino({ level: 'silent' }),
    eventSink: () => undefined,
    listeningOrigin: () => origin,
    pageCache: { now: () => now },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((resolve, reject) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
});
afterAll(() => close());
beforeEach(() => void (asked.length = 0));

/** A new visitor who answered the consent banner and put `quantity` of an article in the cart. */
async function visitorWithCartLine(quantity: number): Promise<string> {
  const consent = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      isConsentGiven: true,
      isAdsAccepted: false,
      isAnalyticsAccepted: false,
      consentVersion: 1,
    }),
  });
  const cookie = consent.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const added = await fetch(`${origin}/api/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      path: '/cart/lines',
      method: 'POST',
      body: { article_id: '10001', quantity: String(quantity) },
    }),
  });
  expect(added.status).toBe(200);
  return cookie;
}

/** The cart's answer in a page's state. */
function cartOf(html: string): { id: number; item_count: number } {
  const state = /<script type="application\/json" id="[^"]+"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const queries = (
    JSON.parse(state?.[1] ?? '{}') as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    }
  ).queries.queries;
  const cart = queries.find((query) => query.queryKey[0] === 'cart')?.state.data as {
    cart: { id: number; item_count: number };
  };
  return cart.cart;
}

const catalogueCalls = () => asked.filter(({ path }) => !/^\/(cart|checkout)/.test(path));

describe('the catalogue answers of rendered pages', () => {
  it('are asked for once: the next visitor with a cart line asks only for their own cart, once', async () => {
    const first = await visitorWithCartLine(10);
    const second = await visitorWithCartLine(12);
    asked.length = 0;
    const firstPage = await fetch(`${origin}/es-es`, { headers: { cookie: first } });
    expect(firstPage.status).toBe(200);
    const firstHtml = await firstPage.text();
    expect(catalogueCalls().length).toBeGreaterThan(0);
    expect(catalogueCalls().every(({ language }) => language === 'es-ES')).toBe(true);

    asked.length = 0;
    const secondPage = await fetch(`${origin}/es-es`, { headers: { cookie: second } });
    const secondHtml = await secondPage.text();
    expect(secondPage.status).toBe(200);
    expect(catalogueCalls()).toEqual([]);
    // The session's cart, asked for once by the request and not again by the render.
    expect(asked.map(({ path }) => path)).toEqual(['/cart']);
    // Each page has its own visitor's cart.
    expect(cartOf(firstHtml).item_count).toBe(10);
    expect(cartOf(secondHtml).item_count).toBe(12);
    expect(cartOf(secondHtml).id).not.toBe(cartOf(firstHtml).id);
    // The same catalogue on both pages.
    const shelves = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').length;
    expect(shelves(secondHtml)).toBe(shelves(firstHtml));
  });

  it('are kept per language', async () => {
    const visitor = await visitorWithCartLine(10);
    await (await fetch(`${origin}/es-es`, { headers: { cookie: visitor } })).text();
    asked.length = 0;
    const page = await fetch(`${origin}/fr-fr`, { headers: { cookie: visitor } });
    expect(page.status).toBe(200);
    await page.text();
    expect(catalogueCalls().length).toBeGreaterThan(0);
    expect(catalogueCalls().every(({ language }) => language === 'fr-FR')).toBe(true);
  });

  it('are asked for again once the staleTime is over', async () => {
    const visitor = await visitorWithCartLine(10);
    await (await fetch(`${origin}/es-es`, { headers: { cookie: visitor } })).text();
    asked.length = 0;
    await (await fetch(`${origin}/es-es`, { headers: { cookie: visitor } })).text();
    expect(catalogueCalls()).toEqual([]);
    now += queryStaleTimeMs;
    await (await fetch(`${origin}/es-es`, { headers: { cookie: visitor } })).text();
    expect(catalogueCalls().length).toBeGreaterThan(0);
  });
});

describe('readingThrough', () => {
  /** An API client over a product API that counts its calls and fails when asked to. */
  function countingClient() {
    const counted = { calls: [] as string[], failing: false };
    const client = createApiClient({
      mode: 'direct',
      baseUrl: 'http://product-api.test/v1',
      sessionId: 'session-a',
      language: 'es',
      fetch: (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        counted.calls.push(url.pathname.replace('/v1', ''));
        if (counted.failing) return Promise.resolve(new Response('down', { status: 503 }));
        return embeddedProductApi(new Request(url.href.replace('product-api.test', 'x.test')));
      },
    });
    return { counted, client };
  }

  it('keeps only the catalogue’s successful answers, frozen, by language and input', async () => {
    const { counted, client } = countingClient();
    const catalogue = new CatalogueAnswers();
    const reads = readingThrough(client, { catalogue, language: 'es' });
    const families = await reads.call('catalogue.listFamilies');
    expect(await reads.call('catalogue.listFamilies')).toBe(families);
    expect(Object.isFrozen(families.families[0])).toBe(true);
    expect(() => {
      (families.families as unknown[]).push('mine');
    }).toThrow(TypeError);
    await reads.call('catalogue.listArticles', { tags: ['NOVELTY'], page: 1, per_page: 4 });
    await reads.call('catalogue.listArticles', { tags: ['PROMOTION'], page: 1, per_page: 4 });
    expect(counted.calls).toEqual([
      '/catalogue/families',
      '/catalogue/articles',
      '/catalogue/articles',
    ]);
    // Another language is another answer.
    const french = readingThrough(client, { catalogue, language: 'fr' });
    await french.call('catalogue.listFamilies');
    expect(counted.calls).toHaveLength(4);
    // A failure is not kept.
    counted.failing = true;
    await expect(reads.call('reviews.summary')).rejects.toBeInstanceOf(ApiError);
    counted.failing = false;
    await reads.call('reviews.summary');
    await reads.call('reviews.summary');
    expect(counted.calls.filter((path) => path === '/reviews/summary')).toHaveLength(2);
  });

  it('asks the product API every time for what is the visitor’s, and takes a cart already asked for', async () => {
    const { counted, client } = countingClient();
    const catalogue = new CatalogueAnswers();
    const reads = readingThrough(client, { catalogue, language: 'es' });
    await reads.call('cart.get');
    await reads.call('cart.get');
    await reads.call('checkout.get');
    await reads.call('checkout.get');
    await reads
      .call('tracking.get', { brand: 'main', public_id: 'nothing-here' })
      .catch(() => undefined);
    await reads
      .call('tracking.get', { brand: 'main', public_id: 'nothing-here' })
      .catch(() => undefined);
    expect(counted.calls).toEqual([
      '/cart',
      '/cart',
      '/checkout',
      '/checkout',
      '/tracking/nothing-here',
      '/tracking/nothing-here',
    ]);
    expect(catalogueReads.has('tracking.get')).toBe(false);
    expect(catalogueReads.has('checkout.listPickpoints')).toBe(false);
    expect(catalogueReads.has('catalogue.search')).toBe(true);
    const cart = { cart: { id: 1 } };
    const known = readingThrough(client, { catalogue, language: 'es', cart });
    expect(await known.call('cart.get')).toBe(cart);
    expect(counted.calls).toHaveLength(6);
  });

  it('keeps no answer a logged-in customer asked for, and gives them the others’', async () => {
    const { counted, client } = countingClient();
    const catalogue = new CatalogueAnswers();
    const customers = readingThrough(client, { catalogue, language: 'es', keeps: false });
    await customers.call('catalogue.listTags');
    await customers.call('catalogue.listTags');
    expect(catalogue.size).toBe(0);
    const anonymous = readingThrough(client, { catalogue, language: 'es' });
    const tags = await anonymous.call('catalogue.listTags');
    expect(await customers.call('catalogue.listTags')).toBe(tags);
    expect(counted.calls).toEqual(['/catalogue/tags', '/catalogue/tags', '/catalogue/tags']);
  });

  it('forgets an answer after its time', async () => {
    const { counted, client } = countingClient();
    let clock = 0;
    const catalogue = new CatalogueAnswers({ ttlMs: 1000, now: () => clock });
    const reads = readingThrough(client, { catalogue, language: 'es' });
    await reads.call('catalogue.listTags');
    clock = 999;
    await reads.call('catalogue.listTags');
    clock = 1000;
    await reads.call('catalogue.listTags');
    expect(counted.calls).toEqual(['/catalogue/tags', '/catalogue/tags']);
  });
});
