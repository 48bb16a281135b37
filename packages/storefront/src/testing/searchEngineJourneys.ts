import {
  countrySitesOfBrand,
  isDisallowedPath,
  matchRoute,
  type CountrySite,
  type RouteName,
} from '@shop/domain';
import { XMLParser } from 'fast-xml-parser';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { hydrated, openCustomerPage } from './customerPage.ts';
import { blocksOfType, jsonLdBlocksOf, schemaOrgProblems } from './schemaOrg.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

const journeyTimeout = 180_000;
/** Pages fetched at once: the server renders each, on a machine shared with other tests. */
const fetchConcurrency = 4;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

interface ListedPage {
  loc: string;
  route: RouteName;
  countrySite: CountrySite;
}

async function inPool<Item>(
  items: readonly Item[],
  work: (item: Item) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: fetchConcurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** A URL of the site answers 200, or redirects (302) to a page of the site that does. */
async function expectPageThatExists(url: string): Promise<void> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel();
  if (response.status === 302) {
    const location = new URL(response.headers.get('location') ?? '', url);
    expect(location.origin, `${url} redirects off the site`).toBe(new URL(url).origin);
    const landed = await fetch(location, { redirect: 'manual' });
    await landed.body?.cancel();
    expect(landed.status, `${url} → ${location.href}`).toBe(200);
    return;
  }
  expect(response.status, url).toBe(200);
}

/**
 * What search engines read of a brand's built site: robots.txt, the sitemap index and every
 * country site's sitemap, whose URLs are pages of the site that answer 200 and name themselves
 * canonical; the schema.org data of home, a design, a help topic and catalogue pages; and every
 * link of the home page's header and footer, on a desktop, lands on a page that exists.
 */
export function searchEngineJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const origin = () => context.site().origin;
  const countrySites = countrySitesOfBrand(brandConfig.id);
  const home = defaultCountrySiteOf(brandConfig);

  async function sitemapPages(): Promise<{ pages: ListedPage[]; disallowed: string[] }> {
    const robots = await (await fetch(`${origin()}/robots.txt`)).text();
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const sitemapLine = robots.split('\n').find((line) => line.startsWith('Sitemap: '));
    expect(sitemapLine).toBe(`Sitemap: ${origin()}/sitemap.xml`);
    const indexResponse = await fetch(`${origin()}/sitemap.xml`);
    expect(indexResponse.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = parser.parse(await indexResponse.text()) as {
      sitemapindex: { sitemap: { loc: string }[] };
    };
    expect(index.sitemapindex.sitemap).toHaveLength(countrySites.length);
    const pages: ListedPage[] = [];
    for (const { loc } of index.sitemapindex.sitemap) {
      expect(new URL(loc).origin).toBe(origin());
      const response = await fetch(loc);
      expect(response.status, loc).toBe(200);
      const sitemap = parser.parse(await response.text()) as {
        urlset: { url: { loc: string; 'xhtml:link': { hreflang: string }[] }[] };
      };
      for (const url of sitemap.urlset.url) {
        const { origin: urlOrigin, pathname } = new URL(url.loc);
        expect(urlOrigin, url.loc).toBe(origin());
        expect(isDisallowedPath(pathname, disallowed), url.loc).toBe(false);
        expect(url['xhtml:link']).toHaveLength(countrySites.length + 1);
        const match = matchRoute(pathname, brandConfig.id);
        if (!match.ok) throw new Error(`${url.loc} is no page of the site`);
        pages.push({
          loc: url.loc,
          route: match.route.name as RouteName,
          countrySite: match.countrySite,
        });
      }
    }
    return { pages, disallowed };
  }

  it(
    'lists in its sitemaps pages of the site that answer 200 and call themselves canonical',
    async () => {
      const { pages } = await sitemapPages();
      // Every page of the default country site; on the others one of each kind of page.
      const firstOfEach = new Map<string, ListedPage>();
      for (const page of pages) {
        const key = `${page.countrySite.id} ${page.route}`;
        if (!firstOfEach.has(key)) firstOfEach.set(key, page);
      }
      const sample = [
        ...pages.filter((page) => page.countrySite.id === home.id),
        ...[...firstOfEach.values()].filter((page) => page.countrySite.id !== home.id),
      ];
      expect(sample.length).toBeGreaterThan(100);
      await inPool(sample, async ({ loc }) => {
        const response = await fetch(loc, { redirect: 'manual' });
        expect(response.status, loc).toBe(200);
        expect(response.headers.get('content-type'), loc).toContain('text/html');
        const html = await response.text();
        expect(html, loc).toContain(`<link rel="canonical" href="${loc}" />`);
      });
    },
    journeyTimeout,
  );

  it(
    'gives search engines the schema.org data of home, a design, the help topics, the reviews and catalogue pages, with every required field',
    async () => {
      const { pages } = await sitemapPages();
      const onHome = pages.filter((page) => page.countrySite.id === home.id);
      const first = (route: RouteName) => {
        const found = onHome.find((page) => page.route === route);
        if (!found) throw new Error(`The sitemap lists no ${route} page`);
        return found.loc;
      };
      const blocksAt = async (url: string) => {
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        const blocks = jsonLdBlocksOf(await response.text());
        for (const block of blocks) expect(schemaOrgProblems(block), url).toEqual([]);
        return blocks;
      };

      const [organization] = blocksOfType(await blocksAt(first('home')), 'Organization');
      expect(organization).toMatchObject({ url: `${origin()}${home.pathPrefix}` });
      const logo = await fetch(String(organization?.logo));
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/');

      const design = await blocksAt(first('design'));
      const [product] = blocksOfType(design, 'Product');
      expect(product?.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: home.currency,
        url: first('design'),
      });
      expect(blocksOfType(design, 'BreadcrumbList')).toHaveLength(1);

      // The shop's own rating on /reviews: the brand's Organization with its AggregateRating.
      const [rated] = blocksOfType(await blocksAt(first('reviews')), 'Organization');
      expect(rated).toMatchObject({ aggregateRating: { '@type': 'AggregateRating' } });

      for (const route of ['tag', 'designs', 'helpCenterCategory'] as const)
        expect(blocksOfType(await blocksAt(first(route)), 'BreadcrumbList'), route).toHaveLength(1);

      // Every help topic has its breadcrumbs; those that ask a question are FAQ pages too.
      const topics = onHome.filter((page) => page.route === 'helpCenterTopic');
      let questions = 0;
      await inPool(topics, async ({ loc }) => {
        const blocks = await blocksAt(loc);
        expect(blocksOfType(blocks, 'BreadcrumbList'), loc).toHaveLength(1);
        questions += blocksOfType(blocks, 'FAQPage').length;
      });
      expect(questions).toBeGreaterThan(0);
    },
    journeyTimeout,
  );

  it(
    `follows every header and footer link of the ${home.id} home page on a desktop to a page that exists`,
    async () => {
      const { page, close } = await openCustomerPage(context.browser(), {
        viewport: { width: 1280, height: 900 },
      });
      try {
        await page.goto(`${origin()}${home.pathPrefix}`);
        await hydrated(page);
        const hrefs = await page
          .locator('header a[href], footer a[href]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        const internal = [...new Set(hrefs)].filter((href) => href.startsWith(`${origin()}/`));
        const external = hrefs.filter((href) => !href.startsWith(`${origin()}/`));
        // The header and the footer: the logo, the cart, the account, help, newsletter, legal pages…
        expect(internal.length).toBeGreaterThan(5);
        for (const href of external) expect(href, href).toMatch(/^(https:|mailto:|tel:)/);
        await inPool(internal, expectPageThatExists);
      } finally {
        await close();
      }
    },
    journeyTimeout,
  );
}
