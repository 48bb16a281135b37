import { serve } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { scenarios } from '@shop/mocks';
import { embeddedProductApi, reset, useHandlers } from '@shop/mocks/embedded';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import type { LogLine } from '../testing/testServer.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';

// The real renderer of each brand over the embedded mock product API, through real HTTP: the
// related content of the 404 screen, of a search without results and of the empty cart is in the
// server's HTML, in the site's language, and every card leads to a page that answers 200.

interface Site {
  origin: string;
  logs: LogLine[];
  close: () => Promise<void>;
}

async function startSite(brandConfig: BrandConfig): Promise<Site> {
  const logs: LogLine[] = [];
  let origin = '';
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: [], styles: [] },
    productApi: embeddedProductApi,
    // What these pages show, not the page's deadline (tested in streamedPages.test.tsx): on a CI
    // machine busy with browser tests the related block may take longer than a visitor's 3 s.
    pageBudgetMs: 20_000,
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    ),
    eventSink: () => undefined,
    pageCache: false,
    listeningOrigin: () => origin,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    logs,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function get(site: Site, path: string) {
  const response = await fetch(`${site.origin}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** The hrefs of the server-rendered section headed `heading`, or undefined without one. */
function relatedLinks(html: string, heading: string): string[] | undefined {
  const section = [...html.matchAll(/<section aria-labelledby="[^"]+">(.*?)<\/section>/gs)]
    .map((match) => match[1] ?? '')
    .find((inner) => new RegExp(`<h[23][^>]*>${heading}</h[23]>`).test(inner));
  if (section === undefined) return undefined;
  return [...section.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

const errorPageHeading = { es: 'Quizá buscabas alguno de estos', pl: 'Może szukasz czegoś z tego' };

describe.each([
  ['main', brandById('main')],
  ['second', brandById('second')],
] as const)('the %s brand', (_, brandConfig) => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(brandConfig);
  });
  afterAll(() => site.close());
  afterEach(() => reset());

  it.each([
    // The URL names nothing: a CMS page, a help topic, a design that do not exist.
    '/es-es/no-such-page',
    '/es-es/help-center/topic/999',
    '/es-es/design/no-such-design/no-such-design',
    // The route's validation fails, or no route matches.
    '/es-es/help-center/topic/not-a-topic',
    '/es-es/no/such/page',
  ])(
    '%s answers 404 with the related content in the HTML, each card a page (200)',
    async (path) => {
      const { status, html } = await get(site, path);
      expect(status).toBe(404);
      expect(html).toContain('<title>404 Not Found');
      const hrefs = relatedLinks(html, errorPageHeading.es);
      expect(hrefs, 'related content of the 404 screen').toHaveLength(3);
      for (const href of hrefs ?? []) {
        expect(href.startsWith('/es-es/'), href).toBe(true);
        expect((await get(site, href)).status, href).toBe(200);
      }
    },
  );

  it('leaves the block out of the 404 screen when its call fails, logs it, and still answers 404', async () => {
    useHandlers(...scenarios.pages.relatedContentFails);
    const { status, html } = await get(site, '/es-es/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('<title>404 Not Found');
    expect(html).toMatch(/<h1[^>]*>No hemos encontrado esta página<\/h1>/);
    expect(html).toContain('<hr');
    expect(relatedLinks(html, errorPageHeading.es)).toBeUndefined();
    expect(
      site.logs.filter(
        (line) =>
          line.level === 50 &&
          line.msg === 'Prefetch ["pages","relatedContent","ERROR_PAGE"] failed',
      ),
    ).toHaveLength(1);
  });

  it('shows the search page’s related content when a search finds nothing', async () => {
    const { status, html } = await get(site, '/es-es/search?query=zzqxv');
    expect(status).toBe(200);
    const hrefs = relatedLinks(html, 'Prueba con alguno de estos');
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs ?? []) expect((await get(site, href)).status, href).toBe(200);
    // A search with results has none.
    const found = await get(site, '/es-es/search?query=taza');
    expect(relatedLinks(found.html, 'Prueba con alguno de estos')).toBeUndefined();
  });

  it('shows the cart’s related content in the empty cart', async () => {
    const { status, html } = await get(site, '/es-es/cart');
    expect(status).toBe(200);
    const hrefs = relatedLinks(html, 'Ideas para empezar');
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs ?? []) expect((await get(site, href)).status, href).toBe(200);
  });
});

describe('a Polish country site', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite(brandById('main'));
  });
  afterAll(() => site.close());

  it('shows the 404 screen’s related content in Polish, linking within pl-pl', async () => {
    const { status, html } = await get(site, '/pl-pl/no-such-page');
    expect(status).toBe(404);
    const hrefs = relatedLinks(html, errorPageHeading.pl);
    expect(hrefs).toHaveLength(3);
    expect(html).toContain('Fotoksiążki');
    for (const href of hrefs ?? []) {
      expect(href.startsWith('/pl-pl/'), href).toBe(true);
      expect((await get(site, href)).status, href).toBe(200);
    }
  });
});
