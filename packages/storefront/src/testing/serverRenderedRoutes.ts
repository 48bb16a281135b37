import { hrefOf, numberFormat, type CountrySite, type RouteName } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { expect } from 'vitest';

/** The guest order of the mock product API's seed (see the README's demo accounts). */
/** A demo order of each brand's shops: tracking finds only its own brand's orders. */
const demoTrackingIds = { main: 'HPVZ6FHD', second: 'TZKQ7M2P' } as const;

/** The currency sign a country site's prices carry: 'zł', 'kr.', '€'. */
function currencySignOf(countrySite: Pick<CountrySite, 'locale' | 'currency'>): string {
  const parts = numberFormat(countrySite.locale, {
    style: 'currency',
    currency: countrySite.currency,
  }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? countrySite.currency;
}

async function get(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** The first link of a page to a page of another route, e.g. the first tag of the tags list. */
function firstLink(html: string, prefix: string, path: string): string {
  const href = new RegExp(`href="(${prefix}[^"?]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`${path} links to nothing under ${prefix}`);
  return href;
}

/**
 * Fetches every public route of a country site as a browser's first request does: each answers
 * 200 with its page rendered on the server (language, heading, prices in the site's currency).
 * Catalogue pages are reached by the links the pages before them show.
 */
export async function expectRoutesServerRendered(origin: string, countrySite: CountrySite) {
  const href = (name: RouteName, params = {}, query = {}) =>
    hrefOf(countrySite, name, params, query);
  const sign = currencySignOf(countrySite);
  const page = async (path: string, { priced = false } = {}) => {
    const { status, html } = await get(origin, path);
    expect(status, path).toBe(200);
    expect(html, path).toContain(`<html lang="${countrySite.language}">`);
    expect(html, path).toMatch(/<h1[ >]/);
    if (priced) expect(html, `prices of ${path}`).toContain(sign);
    return html;
  };

  const home = await page(href('home'), { priced: true });
  await page(href('offers'), { priced: true });
  // The home's "shop by product" tiles lead to each family's category page, its products priced;
  // the search for a tile's name in the site's language finds them too.
  const tile = new RegExp(`href="(${countrySite.pathPrefix}/posters)"[^>]*>([^<]+)<`).exec(home);
  if (!tile?.[1] || !tile[2]) throw new Error('The home links to no category page of posters');
  await page(tile[1], { priced: true });
  await page(href('search', {}, { query: tile[2] }), { priced: true });
  const tags = await page(href('tagsList'));
  await page(firstLink(tags, `${countrySite.pathPrefix}/t/`, 'tags list'), { priced: true });
  const designs = firstLink(home, `${countrySite.pathPrefix}/designs/`, 'home');
  const gallery = await page(designs, { priced: true });
  await page(firstLink(gallery, `${countrySite.pathPrefix}/design/`, designs), { priced: true });
  // A CMS page is named in the head by the CMS: the page's own title, not the generic page name.
  const privacy = await page(href('page', { slug: 'privacy' }));
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(privacy)?.[1] ?? 'no heading';
  const title = /<title>([^<]*)<\/title>/.exec(privacy)?.[1] ?? 'no title';
  expect(title, 'CMS page title').toContain(heading);
  const description = /<meta name="description" content="([^"]*)"/.exec(privacy)?.[1];
  const { t } = i18nFor(countrySite.language);
  expect(title).not.toContain(t('shop:pages.page.title'));
  expect(description).not.toBe(t('shop:pages.page.description'));
  await page(href('tracking'));
  await page(href('trackingOrder', { public_id: demoTrackingIds[countrySite.brand] }));
  await page(href('cart'));
  // The help centre, reviews, newsletter, contact and about-us pages; topics and categories are
  // reached by the help centre's links.
  const help = await page(href('helpCenter'));
  const topic = firstLink(help, `${countrySite.pathPrefix}/help-center/topic/`, 'help centre');
  await page(topic);
  await page(firstLink(help, `${countrySite.pathPrefix}/help-center/category/`, 'help centre'));
  await page(href('reviews'));
  await page(href('newsletter'));
  await page(href('unsubscribe'));
  await page(href('contact'));
  await page(href('aboutUs'));
}

/**
 * Unknown things named by the URL, bad help-centre ids and a search for nothing answer 404 with
 * the 404 page and its related content.
 */
export async function expectUnknownPagesNotFound(origin: string, countrySite: CountrySite) {
  const paths = [
    hrefOf(countrySite, 'tag', { slug: 'no-such-tag' }),
    hrefOf(countrySite, 'designs', { slug: 'no-such-article', article_id: 99999 }),
    hrefOf(countrySite, 'design', { slug: 'no-such-design', design_id: 'no-such-design' }),
    hrefOf(countrySite, 'page', { slug: 'no-such-page' }),
    hrefOf(countrySite, 'trackingOrder', { public_id: 'NOSUCH00' }),
    hrefOf(countrySite, 'search', {}, { query: ' ' }),
    `${hrefOf(countrySite, 'search')}?query=`,
    // Help topics are digits or text ending in `_` and digits; categories digits only.
    `${countrySite.pathPrefix}/help-center/topic/not-a-topic`,
    hrefOf(countrySite, 'helpCenterTopic', { id: 'shipping-costs_999999' }),
    `${countrySite.pathPrefix}/help-center/category/not-a-number`,
    hrefOf(countrySite, 'helpCenterCategory', { id: 999999 }),
  ];
  // Every 404 screen shows what the shop places there, in the site's language.
  const related = i18nFor(countrySite.language).t('content:related.ERROR_PAGE');
  for (const path of paths) {
    const { status, html } = await get(origin, path);
    expect(status, path).toBe(404);
    expect(html, path).toContain('<title>404 Not Found');
    expect(html.match(/<title>/g), path).toHaveLength(1);
    expect(html, `related content on ${path}`).toContain(`>${related}</h2>`);
  }
}
