import {
  createApiClient,
  disallowedPathsOn,
  findCountrySite,
  routePath,
  sitemapRouteNames,
  type ApiClient,
  type CountrySite,
  type RouteName,
  type RouteParamValues,
} from '@shop/domain';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { hreflangAlternates, urlOn } from '../app/pageHead.ts';
import { countrySitesOf, type BrandConfig } from '../brand.ts';
import { productApiBaseUrl } from './proxy/upstream.ts';
import type { StorefrontEnv } from './session/context.ts';

/** How long a country site's sitemap is kept (in the server and in caches) before it is rebuilt. */
const sitemapMaxAgeSeconds = 3600;
/** robots.txt changes with a deploy only. */
const robotsMaxAgeSeconds = 86_400;
/** Product API calls a sitemap makes at once. */
const sitemapConcurrency = 6;

/** One page of a sitemap: its site path (`/t/wedding`) and when it last changed, when known. */
export interface SitemapEntry {
  sitePath: string;
  lastModified?: string;
}

type SitemapRoute = (typeof sitemapRouteNames)[number];
/** The sitemap's routes with path parameters: each lists its pages from the product API. */
type ParameterisedSitemapRoute = Extract<
  SitemapRoute,
  'tag' | 'designs' | 'design' | 'helpCenterCategory' | 'helpCenterTopic'
>;

/** Every page of a list endpoint's pages, 100 at a time (the API's cap). */
async function allPages<Item>(
  read: (page: number) => Promise<{ items: Item[]; totalPages: number }>,
): Promise<Item[]> {
  const first = await read(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => read(index + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.items);
}

/** `work` over the items, at most `limit` at a time, results in the items' order. */
async function inBatches<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += limit)
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  return results;
}

/** The pages of one country site that search engines should know, read from the product API. */
async function sitemapEntries(client: ApiClient): Promise<SitemapEntry[]> {
  const entry = (name: RouteName, params?: RouteParamValues, lastModified?: string) => ({
    sitePath: routePath(name, params),
    ...(lastModified ? { lastModified } : {}),
  });
  const [{ tags }, articles, { categories }] = await Promise.all([
    client.call('catalogue.listTags'),
    allPages(async (page) => {
      const answer = await client.call('catalogue.listArticles', { page, per_page: 100 });
      return { items: answer.articles, totalPages: answer.pagination.total_pages };
    }),
    client.call('helpCenter.listCategories'),
  ]);
  const customizable = articles.filter((article) => article.customizable);
  const [designs, categoryTopics] = await Promise.all([
    inBatches(customizable, sitemapConcurrency, (article) =>
      allPages(async (page) => {
        const answer = await client.call('designs.listReadyMade', {
          article_id: article.id,
          page,
          per_page: 100,
        });
        return { items: answer.designs, totalPages: answer.pagination.total_pages };
      }),
    ),
    inBatches(categories, sitemapConcurrency, (category) =>
      client.call('helpCenter.getCategory', { category_id: category.id }),
    ),
  ]);
  const topics = new Map(
    categoryTopics.flatMap(({ topics: list }) => list.map((topic) => [topic.id, topic] as const)),
  );
  const listed: Record<ParameterisedSitemapRoute, SitemapEntry[]> = {
    tag: tags.map((tag) => entry('tag', { slug: tag.slug })),
    designs: customizable.map((article) =>
      entry('designs', { slug: article.slug, article_id: article.id }),
    ),
    design: designs
      .flat()
      .map((design) =>
        entry('design', { slug: design.slug, design_id: design.id }, design.updated_at),
      ),
    helpCenterCategory: categories.map((category) =>
      entry('helpCenterCategory', { id: category.id }),
    ),
    // The topic's route form, `{slug}_{id}`, as the help centre links it.
    helpCenterTopic: [...topics.values()].map((topic) =>
      entry('helpCenterTopic', { id: topic.slug }),
    ),
  };
  return sitemapRouteNames.flatMap((name): SitemapEntry[] =>
    name in listed ? listed[name as ParameterisedSitemapRoute] : [entry(name)],
  );
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );

/** A country site's sitemap: each page with its hreflang alternates on every country site of the brand. */
function sitemapXml(
  brandConfig: BrandConfig,
  countrySite: CountrySite,
  entries: readonly SitemapEntry[],
  origin: string,
): string {
  const urls = entries.map(({ sitePath, lastModified }) => {
    const links = hreflangAlternates(brandConfig, sitePath, origin).map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return [
      '<url>',
      `<loc>${escapeXml(urlOn(countrySite, sitePath, origin))}</loc>`,
      ...(lastModified ? [`<lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      ...links,
      '</url>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where a country site's sitemap is: under its own prefix, so it may list that site's pages. */
const sitemapPathOf = (countrySite: Pick<CountrySite, 'pathPrefix'>) =>
  `${countrySite.pathPrefix}/sitemap.xml`;

/** The brand's sitemap index: one sitemap per country site. */
function sitemapIndexXml(brandConfig: BrandConfig, origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...countrySitesOf(brandConfig).map(
      (site) =>
        `<sitemap><loc>${escapeXml(new URL(sitemapPathOf(site), origin).href)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: the shop is open, accounts, cart, checkout, login, tracking and the API are not. */
function robotsTxt(brandConfig: BrandConfig, origin: string): string {
  const closed = countrySitesOf(brandConfig).flatMap((site) => disallowedPathsOn(site));
  return [
    `# ${brandConfig.displayName}: the shop's pages are open to search engines; accounts, cart,`,
    '# checkout, login, order tracking and the storefront API (with its proxy) are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

const siteParams = z.object({ countrySite: z.string().regex(/^[a-z]{2}-[a-z]{2}$/) });

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/{country site}/sitemap.xml`, the same for
 * every brand. A country site's pages are read through the product API client in the site's
 * language and kept for `sitemapMaxAgeSeconds`; a product API failure is a 503, never a
 * shorter sitemap.
 */
export function searchEngineRoutes(
  brandConfig: BrandConfig,
  options: { fetchProductApi: typeof fetch },
) {
  const routes = new Hono<StorefrontEnv>();
  const built = new Map<string, { until: number; entries: Promise<SitemapEntry[]> }>();

  const entriesOf = (countrySite: CountrySite) => {
    const kept = built.get(countrySite.id);
    if (kept && kept.until > Date.now()) return kept.entries;
    const client = createApiClient({
      mode: 'direct',
      baseUrl: productApiBaseUrl,
      fetch: options.fetchProductApi,
      language: countrySite.locale,
    });
    const entries = sitemapEntries(client);
    built.set(countrySite.id, { until: Date.now() + sitemapMaxAgeSeconds * 1000, entries });
    // A failure is not kept: the next request tries again.
    entries.catch(() => built.delete(countrySite.id));
    return entries;
  };

  const shared = (c: Context<StorefrontEnv>, contentType: string, maxAgeSeconds: number) => {
    c.header('Content-Type', contentType);
    c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  };

  routes.get('/robots.txt', (c) => {
    shared(c, 'text/plain; charset=utf-8', robotsMaxAgeSeconds);
    return c.body(robotsTxt(brandConfig, c.get('publicOrigin')));
  });

  routes.get('/sitemap.xml', (c) => {
    shared(c, 'application/xml; charset=utf-8', sitemapMaxAgeSeconds);
    return c.body(sitemapIndexXml(brandConfig, c.get('publicOrigin')));
  });

  routes.get('/:countrySite/sitemap.xml', async (c, next) => {
    const parsed = siteParams.safeParse(c.req.param());
    const countrySite = parsed.success
      ? findCountrySite(parsed.data.countrySite, brandConfig.id)
      : undefined;
    // Not a country site of this brand: the page routes answer (their 404 screen).
    if (!countrySite) return next();
    let entries: SitemapEntry[];
    try {
      entries = await entriesOf(countrySite);
    } catch (error) {
      c.get('logger').error({ err: error }, `The sitemap of ${countrySite.id} could not be read`);
      c.header('Retry-After', '300');
      c.header('Cache-Control', 'no-store');
      return c.text('The sitemap is not available right now', 503);
    }
    shared(c, 'application/xml; charset=utf-8', sitemapMaxAgeSeconds);
    return c.body(sitemapXml(brandConfig, countrySite, entries, c.get('publicOrigin')));
  });

  return routes;
}
