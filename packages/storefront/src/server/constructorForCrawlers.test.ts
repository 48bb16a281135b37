import { serve } from '@hono/node-server';
import { brandById } from '@shop/brands';
import { formatPrice, findCountrySite } from '@shop/domain';
import { embeddedProductApi, reset } from '@shop/mocks/embedded';
import { mockApiClient } from '@shop/mocks/testing';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { createStorefrontServer } from './createStorefrontServer.ts';
import { createRenderer } from './render.tsx';
import { brandThemeClasses } from '@shop/ui/design-system/theme/brandThemes.css.ts';

// The real renderer over the embedded mock product API, through real HTTP: /create/{id} is a tool
// that loads in the browser, but a crawler's HTML still says what the product is and what it
// costs, and every visitor's head keeps it out of search results.

async function startSite(brandConfig: BrandConfig) {
  let origin = '';
  const app = createStorefrontServer(brandConfig, {
    render: createRenderer(brandConfig, { themeClass: brandThemeClasses[brandConfig.id] }),
    assets: { scripts: [], styles: [] },
    productApi: embeddedProductApi,
    sessionPassword: 'a-test-session-password-of-at-least-32-chars',
    logger: pino({ level: 'silent' }),
    eventSink: () => undefined,
    pageCache: false,
    listeningOrigin: () => origin,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const googlebot =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0 Safari/537.36';
const visitor =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const photoBook = 1001;
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe('/es-es/create/{id} for crawlers', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite(brandById('main'));
  });
  afterAll(() => site.close());
  afterEach(() => reset());

  it('renders the product’s name, a short description, its price and noindex', async () => {
    const { article } = await mockApiClient({ language: 'es' }).call('catalogue.getArticle', {
      article_id: photoBook,
    });
    const spain = findCountrySite('es-es');
    if (!spain) throw new Error('No es-es site');
    const price = article.prices.find((candidate) => candidate.currency === spain.currency);
    if (!price) throw new Error('No euro price');
    const response = await fetch(`${site.origin}/es-es/create/${photoBook}`, {
      headers: { 'user-agent': googlebot },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]).toBe(article.name);
    expect(html).toContain(formatPrice(price.amount, spain));
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(html).toContain(`<p`);
    expect(html).toContain(description);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(/<title>(.*?)<\/title>/s.exec(html)?.[1]).toContain(article.name);
    // The editor itself is not in the HTML: it loads in the browser.
    expect(html).toContain('Abriendo el editor');
    expect(html).not.toContain('data-testid="constructor-editor"');
  });

  it('keeps a visitor’s page out of search results too, and sends the editor’s loading state', async () => {
    const response = await fetch(`${site.origin}/es-es/create/${photoBook}`, {
      headers: { 'user-agent': visitor },
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('Abriendo el editor');
    expect(html).not.toContain('data-testid="constructor-editor"');
  });

  it('answers 404 with the error screen for an article that does not exist, to crawlers and visitors', async () => {
    for (const userAgent of [googlebot, visitor]) {
      const response = await fetch(`${site.origin}/es-es/create/19999`, {
        headers: { 'user-agent': userAgent },
        redirect: 'manual',
      });
      expect(response.status, userAgent).toBe(404);
      expect(await response.text(), userAgent).not.toContain('Abriendo el editor');
    }
  });

  it('lets other pages be listed', async () => {
    const html = await (
      await fetch(`${site.origin}/es-es/about-us`, { headers: { 'user-agent': googlebot } })
    ).text();
    expect(html).not.toContain('name="robots"');
  });
});
