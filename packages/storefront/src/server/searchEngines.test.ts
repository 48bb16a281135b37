import { countrySitesOfBrand, isDisallowedPath, matchRoute, type CountrySite } from '@shop/domain';
import { embeddedProductApi } from '@shop/mocks/embedded';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBrandConfig, type TestServer } from '../testing/testServer.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

const countrySites = countrySitesOfBrand(testBrandConfig.id);

let server: TestServer;
let productApiCalls = 0;
beforeAll(async () => {
  server = await startTestServer({
    productApi: (request) => {
      productApiCalls += 1;
      return embeddedProductApi(request);
    },
  });
});
afterAll(() => server.close());

async function xmlOf(path: string) {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  // Shared caches may keep it: it carries nobody's session.
  expect(response.headers.get('set-cookie')).toBeNull();
  const text = await response.text();
  expect(XMLValidator.validate(text), path).toBe(true);
  return parser.parse(text) as Record<string, Record<string, unknown>>;
}

async function robotsRules() {
  const response = await server.fetch('/robots.txt');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(response.headers.get('set-cookie')).toBeNull();
  const lines = (await response.text()).split('\n');
  const values = (field: string) =>
    lines
      .filter((line) => line.startsWith(`${field}: `))
      .map((line) => line.slice(field.length + 2));
  return {
    lines,
    disallowed: values('Disallow'),
    allowed: values('Allow'),
    sitemaps: values('Sitemap'),
  };
}

describe('robots.txt', () => {
  it('opens the shop, closes accounts, cart, checkout, login, tracking and the API, and points at the sitemap index', async () => {
    const robots = await robotsRules();
    expect(robots.lines).toContain('User-agent: *');
    expect(robots.allowed).toEqual(['/']);
    expect(robots.sitemaps).toEqual([`${server.origin}/sitemap.xml`]);
    expect(robots.disallowed).toContain('/api/');
    for (const site of countrySites)
      for (const path of ['accounts', 'cart', 'checkout', 'login', 'tracking', 'my-orders'])
        expect(robots.disallowed).toContain(`${site.pathPrefix}/${path}`);
    for (const closed of ['/api/proxy/cart', '/es-es/accounts/orders/12', '/pl-pl/checkout'])
      expect(isDisallowedPath(closed, robots.disallowed), closed).toBe(true);
    for (const open of ['/es-es', '/es-es/t/wedding', '/de-de/help-center', '/sitemap.xml'])
      expect(isDisallowedPath(open, robots.disallowed), open).toBe(false);
  });
});

describe('sitemaps', () => {
  it('indexes one sitemap per country site of the brand', async () => {
    const index = await xmlOf('/sitemap.xml');
    expect(index.sitemapindex?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const listed = (index.sitemapindex?.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(listed).toEqual(
      countrySites.map((site) => `${server.origin}${site.pathPrefix}/sitemap.xml`),
    );
  });

  it.each(countrySites.map((site) => [site.id, site] as const))(
    'lists the pages of %s, each on the site and open to crawlers, with its hreflang alternates',
    async (_id, countrySite: CountrySite) => {
      const { disallowed } = await robotsRules();
      const sitemap = await xmlOf(`${countrySite.pathPrefix}/sitemap.xml`);
      expect(sitemap.urlset?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
      const urls = sitemap.urlset?.url as SitemapUrl[];
      const routesListed = new Map<string, number>();
      for (const url of urls) {
        const { origin, pathname, search } = new URL(url.loc);
        expect(origin).toBe(server.origin);
        expect(search).toBe('');
        const match = matchRoute(pathname, testBrandConfig.id);
        if (!match.ok) throw new Error(`${url.loc} is no page of the shop`);
        expect(match.countrySite.id).toBe(countrySite.id);
        expect(match.route.searchEngines, url.loc).toBe('sitemap');
        expect(isDisallowedPath(pathname, disallowed), url.loc).toBe(false);
        routesListed.set(match.route.name, (routesListed.get(match.route.name) ?? 0) + 1);
        // The page on every country site of the brand and x-default, itself among them.
        const alternates = url['xhtml:link'];
        expect(alternates).toHaveLength(countrySites.length + 1);
        expect(alternates.every((link) => link.rel === 'alternate')).toBe(true);
        expect(alternates).toContainEqual({
          rel: 'alternate',
          hreflang: countrySite.locale,
          href: url.loc,
        });
        expect(alternates.map((link) => link.hreflang)).toContain('x-default');
        const sitePath = pathname.slice(countrySite.pathPrefix.length);
        for (const link of alternates)
          expect(new URL(link.href).pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '')).toBe(sitePath);
      }
      expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
      // Every kind of page the route table lists, from the mock product API's seed.
      for (const name of ['home', 'offers', 'reviews', 'aboutUs', 'contact', 'newsletter'])
        expect(routesListed.get(name), name).toBe(1);
      expect(routesListed.get('tag')).toBeGreaterThanOrEqual(5);
      expect(routesListed.get('designs')).toBeGreaterThanOrEqual(40);
      expect(routesListed.get('design')).toBeGreaterThanOrEqual(100);
      expect(routesListed.get('helpCenterCategory')).toBe(3);
      expect(routesListed.get('helpCenterTopic')).toBeGreaterThanOrEqual(10);
      expect(urls.map((url) => url.loc)).toContain(`${server.origin}${countrySite.pathPrefix}`);
      const design = urls.find((url) => url.loc.includes('/design/'));
      expect(design?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    },
  );

  it('is compressed for a crawler that accepts gzip', async () => {
    const response = await server.fetch('/es-es/sitemap.xml', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<urlset');
  });

  it('answers 503 when the product API fails, and builds it once the API is back', async () => {
    let down = true;
    const another = await startTestServer({
      productApi: (request) =>
        down
          ? Promise.resolve(Response.json({ error: { error_code: 500 } }, { status: 500 }))
          : embeddedProductApi(request),
    });
    try {
      const refused = await another.fetch('/it-it/sitemap.xml');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('300');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // A failure is not kept.
      down = false;
      const built = await another.fetch('/it-it/sitemap.xml');
      expect(built.status).toBe(200);
      expect(await built.text()).toContain('/it-it/help-center');
    } finally {
      await another.close();
    }
  });

  it('leaves paths that are no country site of the brand to the pages', async () => {
    const response = await server.fetch('/xx-xx/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(server.renders.map((render) => render.path)).toContain('/xx-xx/sitemap.xml');
  });

  it('keeps a built sitemap instead of asking the product API again', async () => {
    await xmlOf('/es-es/sitemap.xml');
    const before = productApiCalls;
    await xmlOf('/es-es/sitemap.xml');
    expect(productApiCalls).toBe(before);
  });
});
