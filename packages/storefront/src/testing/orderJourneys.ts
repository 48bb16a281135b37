import { countrySitesOfBrand, hrefOf, siteDates, type CountrySite } from '@shop/domain';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { routeExampleOf } from './routeExamples.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';
import { CookieJar } from './testServer.ts';

/** A guest's session on a country site with 50 business cards in the cart (through the proxy, as the browser adds them). */
async function guestWithCart(origin: string, site: CountrySite) {
  const jar = new CookieJar();
  jar.take(await fetch(`${origin}${hrefOf(site, 'home')}`, { redirect: 'manual' }));
  const added = await fetch(`${origin}/api/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: jar.header() },
    body: JSON.stringify({
      path: '/cart/lines',
      method: 'POST',
      // The browser's client tells the product API the site's locale with every call.
      body: { article_id: '10001', quantity: '50', language: site.locale },
    }),
  });
  jar.take(added);
  expect(added.status).toBe(200);
  return jar;
}

/**
 * What a shopper is shown about an order is real: the cart is in the site's currency, and an
 * order-completed page names an order that exists (a 404 otherwise, never a thank-you for nothing).
 */
export function orderJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const sites = countrySitesOfBrand(brandConfig.id);
  const home = sites[0] as CountrySite;
  const origin = () => context.site().origin;

  it.each([undefined, 'ZZZZZZZZ'])(
    'answers the order-completed page with public id %s with the 404 screen',
    async (publicId) => {
      const response = await fetch(
        `${origin()}${hrefOf(home, 'orderCompleted', {}, publicId ? { public_id: publicId } : {})}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<main');
    },
  );

  // Each brand's demo orders: one brand's tracking never opens the other's.
  const otherBrandsOrder = { main: 'TZKQ7M2P', second: 'HPVZ6FHD' }[brandConfig.id];
  it(`answers another brand's order ${otherBrandsOrder} on the tracking page with the 404 screen`, async () => {
    const response = await fetch(
      `${origin()}${hrefOf(home, 'trackingOrder', { public_id: otherBrandsOrder })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<main');
  });

  // Two sites of different currencies where the brand has them (its first and last otherwise).
  const shown = [...new Map(sites.map((site) => [site.currency, site])).values()].slice(-2);
  it.each(shown.map((site) => [site.id, site] as const))(
    'shows the cart on %s in the site’s currency only',
    async (_id, site) => {
      const jar = await guestWithCart(origin(), site);
      const cart = await fetch(`${origin()}${hrefOf(site, 'cart')}`, {
        headers: { cookie: jar.header() },
      });
      expect(cart.status).toBe(200);
      const html = await cart.text();
      const currencyOf = (code: string) =>
        new Intl.NumberFormat(site.locale, { style: 'currency', currency: code })
          .formatToParts(1)
          .find((part) => part.type === 'currency')?.value ?? code;
      const others = new Set(
        sites.map((other) => other.currency).filter((c) => c !== site.currency),
      );
      expect(html).toContain(`"currency":"${site.currency}"`);
      for (const other of others) expect(html, other).not.toContain(`"currency":"${other}"`);
      expect(html).toContain(currencyOf(site.currency));
    },
  );

  // The brand's English-speaking site where it has one (day before month on en-IE), else its first.
  const dated = sites.find((site) => site.language === 'en') ?? home;
  it(`shows every date of the tracking page on ${dated.id} as the site writes dates`, async () => {
    const response = await fetch(`${origin()}${routeExampleOf(dated, 'trackingOrder')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const dates = siteDates(dated);
    const times = [...html.matchAll(/<time[^>]*dateTime="([^"]+)"[^>]*>([^<]+)<\/time>/gi)];
    expect(times.length).toBeGreaterThan(0);
    for (const [, instant = '', shown = ''] of times) expect(shown).toBe(dates.dayTime(instant));
    // No month before the day anywhere on the page ("Oct 29, 2026"), where the site puts it after.
    if (dated.locale === 'en-IE') {
      expect(html).not.toMatch(
        /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/,
      );
      expect(html).toMatch(
        /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}/,
      );
    }
  });
}
