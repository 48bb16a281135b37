import { findCountrySite, hrefOf, type CountrySite, type RouteName } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { routeExampleOf } from './routeExamples.ts';
import { addFirstDesignToCart, goToCheckout, visit, type ShopPages } from './shopActions.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** The country sites whose pages are walked, where the brand sells. */
const walkedSites = ['es-es', 'fr-fr', 'de-de', 'pl-pl'] as const;

/** Pages a visitor reaches without an account, and those of the demo customer's account. */
const visitorPages: RouteName[] = ['tag', 'designs', 'design', 'offers', 'trackingOrder'];
const accountPages: RouteName[] = [
  'accountsHome',
  'accountsDesigns',
  'accountsOrders',
  'accountsOrder',
];
/** Pages that show orders by number and state, where pictures are not required. */
const picturesOptional = new Set<RouteName>(['accountsOrders', 'accountsOrder']);

interface PictureElement {
  tag: string;
  src: string | null;
  srcset: string | null;
  width: string | null;
  height: string | null;
}

/** A picture of the mock image service made from a photo, or a customer's own upload. */
const isPhotoPicture = (url: string) =>
  /\/mock-uploads\//.test(url) ||
  (/\/mock-assets\//.test(url) && /[?&]photo=[a-z0-9-]+\.jpg/.test(url));

/** The URLs of a width-described srcset, or the reason it is not one. */
function srcsetUrls(srcset: string | null): string[] {
  const candidates = (srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
  expect(
    candidates.every(([, descriptor]) => /^\d+w$/.test(descriptor ?? '')),
    `srcset by widths: ${srcset}`,
  ).toBe(true);
  return candidates.map(([url = '']) => url);
}

/**
 * Every `<img>` and `<source>` of the page shows a photo-based picture offered by widths, and an
 * `<img>` reserves its box with width and height. Returns one picture URL to fetch.
 */
async function expectPhotoPictures(page: Page, path: string, required = true): Promise<string> {
  // A screen's pictures come with its data, which may load after the page itself.
  if (required) await page.locator('main img').first().waitFor({ state: 'attached' });
  const elements = await page.locator('img, source').evaluateAll((nodes) =>
    nodes.map((node): PictureElement => ({
      tag: node.tagName.toLowerCase(),
      src: node.getAttribute('src'),
      srcset: node.getAttribute('srcset'),
      width: node.getAttribute('width'),
      height: node.getAttribute('height'),
    })),
  );
  if (required) expect(elements.length, `pictures on ${path}`).toBeGreaterThan(0);
  for (const element of elements) {
    const urls = srcsetUrls(element.srcset);
    if (element.tag === 'img') {
      urls.push(element.src ?? '');
      expect(Number(element.width), `${path}: img width`).toBeGreaterThan(0);
      expect(Number(element.height), `${path}: img height`).toBeGreaterThan(0);
    }
    for (const url of urls) expect(isPhotoPicture(url), `${path}: ${url}`).toBe(true);
  }
  return elements[0] ? (srcsetUrls(elements[0].srcset)[0] ?? '') : '';
}

/** The picture answers as an image the browser decodes, not an error page or an SVG drawing. */
async function expectImage(page: Page, url: string) {
  const response = await page.request.get(new URL(url, page.url()).toString());
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\/(avif|webp|jpeg|png)$/);
}

async function walk(shop: ShopPages, route: RouteName) {
  const path = routeExampleOf(shop.countrySite, route);
  await visit(shop, path);
  const picture = await expectPhotoPictures(shop.page, path, !picturesOptional.has(route));
  if (picture) await expectImage(shop.page, picture);
}

/**
 * The catalogue, design, cart, checkout, tracking and account pages of the brand's Spanish,
 * French, German and Polish sites show only photo-based pictures, each offered by widths.
 */
export function pictureJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const sites = walkedSites
    .map((id) => findCountrySite(id, brandConfig.id))
    .filter((site): site is CountrySite => site !== undefined);

  for (const countrySite of sites)
    it(`${countrySite.id} pages show photo-based pictures by width`, async () => {
      const { page, errors, close } = await openCustomerPage(context.browser());
      try {
        const { t } = i18nFor(countrySite.language);
        const shop = { page, t, origin: context.site().origin, countrySite };
        for (const route of visitorPages) await walk(shop, route);
        await addFirstDesignToCart(shop);
        await expectPhotoPictures(page, 'cart');
        await goToCheckout(shop);
        await expectPhotoPictures(page, 'checkout');
        await visit(shop, hrefOf(countrySite, 'login'));
        await logIn(page, t);
        await page.waitForURL((url) => url.pathname !== hrefOf(countrySite, 'login'));
        await hydrated(page);
        for (const route of accountPages) await walk(shop, route);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }, 180_000);
}
