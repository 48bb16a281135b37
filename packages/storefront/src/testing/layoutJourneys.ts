import { AxeBuilder } from '@axe-core/playwright';
import { hrefOf, routes, type CountrySite, type RouteDefinition } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Browser, Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { stepSubmit } from './checkoutForms.ts';
import { hasRouteModule } from '../app/routeModules.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { accountKinds } from './guardRedirects.ts';
import { routeExampleOf } from './routeExamples.ts';
import { addFirstDesignToCart, goToCheckout } from './shopActions.ts';

/** The widths every page is checked at: a laptop and a phone. */
export const checkedViewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Whether a click at the middle of the element would reach it, i.e. nothing covers it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** Who opens a page in the axe pass: a visitor, the demo customer, or the foticos account. */
const visitorOf = (route: RouteDefinition) =>
  route.guards.includes('redirect-not-foticos')
    ? accountKinds.foticos
    : route.auth === 'required'
      ? accountKinds.customer
      : undefined;

/** The pages every axe pass checks at both widths: those a visitor meets first. */
const firstPages = new Set<string>(['home', 'offers', 'login', 'cart']);

/**
 * Axe on the home country site's pages at both widths (the header changes at phone width): the
 * first pages at both, every other built page, as the account that may open it, at
 * `everyPageAt` (the two brands share their pages and split the widths, each one the other's),
 * and the checkout's Continue reachable while the consent banner is open.
 */
export function layoutJourneys(
  browser: () => Browser,
  origin: () => string,
  home: CountrySite,
  t: TFunction,
  everyPageAt: keyof typeof checkedViewports,
) {
  const pages = routes.filter(
    (route) =>
      hasRouteModule(route.name) &&
      route.redirectTo === undefined &&
      (route.countrySites === 'all' || route.countrySites.includes(home.id)),
  );

  it('preloads the home hero picture and the body font from the head', async () => {
    const html = await (await fetch(`${origin()}${home.pathPrefix}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const image =
      /<link\s+rel="preload"\s+as="image"\s+type="image\/avif"\s+imagesrcset="([^"]+)"\s+imagesizes="[^"]+"\s+fetchpriority="high"/.exec(
        head,
      );
    expect(image?.[1]).toMatch(/ 400w, .* 1600w$/);
    // The hero's <picture> offers the very same URLs, and its img is fetched at high priority.
    expect(html).toContain(`<source type="image/avif" srcSet="${image?.[1]}"`);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    const font = /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin/.exec(
      head,
    );
    expect(font?.[1]).toMatch(/-latin-wght-normal-.*\.woff2$/);
    const response = await fetch(`${origin()}${font?.[1] ?? ''}`);
    expect(response.status).toBe(200);
  });

  // One test per width, kind of visitor and handful of pages, so a slow machine's deadline
  // covers a share of the pages and a failure names them.
  const visitors = {
    visitor: undefined,
    customer: accountKinds.customer,
    foticos: accountKinds.foticos,
  };
  const pagesPerPass = 8;
  const axePasses = Object.entries(checkedViewports).flatMap(([width, viewport]) =>
    Object.entries(visitors).flatMap(([who, visitor]) => {
      const checked = pages.filter(
        (route) =>
          visitorOf(route) === visitor && (width === everyPageAt || firstPages.has(route.name)),
      );
      return Array.from({ length: Math.ceil(checked.length / pagesPerPass) }, (_, index) => {
        const share = checked.slice(index * pagesPerPass, (index + 1) * pagesPerPass);
        const names = share.map((route) => route.name).join(', ');
        return { width, viewport, who, visitor, checked: share, names };
      });
    }),
  );

  it.each(axePasses)(
    'has no axe violations at $width width, as the $who who may open them: $names',
    async ({ viewport, visitor, checked }) => {
      const { page, close } = await openCustomerPage(browser(), { viewport });
      if (visitor) {
        await page.goto(`${origin()}${hrefOf(home, 'login')}`);
        await hydrated(page);
        await logIn(page, t, { ...demoCustomer, email: visitor });
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      }
      for (const route of checked) {
        await page.goto(`${origin()}${routeExampleOf(home, route.name)}`);
        await hydrated(page);
        // A page rendered in the browser only (the editor) is checked once it has loaded.
        if (!route.ssr) await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(
            ({ id, nodes }) =>
              `${route.name}: ${id} ${JSON.stringify(nodes.map((node) => node.target))}`,
          ),
        ).toEqual([]);
      }
      await close();
    },
    180_000,
  );

  it.each(Object.entries(checkedViewports))(
    'keeps the checkout Continue button reachable under the open consent banner at %s width',
    async (_name, viewport) => {
      const { page, close } = await openCustomerPage(browser(), { viewport });
      const shop = { page, t, origin: origin(), countrySite: home };
      await addFirstDesignToCart(shop);
      await goToCheckout(shop);
      await page.getByRole('region', { name: t('consent:heading') }).waitFor();
      const submit = stepSubmit(page, t, 'contact');
      await submit.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await uncovered(submit)).toBe(true);
      await close();
    },
  );
}
