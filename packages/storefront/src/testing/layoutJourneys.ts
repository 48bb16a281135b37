import { AxeBuilder } from '@axe-core/playwright';
import { hrefOf, routes, type CountrySite, type RouteDefinition } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { stepSubmit } from './checkoutForms.ts';
import { hasRouteModule } from '../app/routeModules.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { accountKinds } from './guardRedirects.ts';
import { routeExampleOf } from './routeExamples.ts';
import { addFirstDesignToCart, goToCheckout } from './shopActions.ts';

/** The widths every page is checked at: a laptop and a phone. */
const checkedViewports = {
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

/** The layout shifts of the page's whole load as Chromium reports them, summed (CLS of one load). */
const layoutShiftRecorder = () => {
  const shifts: { value: number; sources: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 120)
            : (source.node?.nodeName ?? 'a removed node'),
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Lets the page lay itself out again after a change of the window's size. */
const laidOut = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/**
 * Axe on every built page of the home country site at both widths (the header changes at phone
 * width), as the account that may open it, the checkout's Continue reachable while the consent
 * banner is open, and home, the cart and the checkout loading without a layout shift. Every
 * brand checks the same pages at the same widths: its own theme's colours and fonts meet each
 * page's layout at both.
 */
export function layoutJourneys(
  browser: () => Browser,
  origin: () => string,
  home: CountrySite,
  t: TFunction,
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

  // One test per kind of visitor and handful of pages, so a slow machine's deadline covers a
  // share of the pages and a failure names them. Each page loads once, at phone width, and is
  // checked there and again widened to the desktop: the layout is all CSS, so the widened page
  // is what a laptop shows, without a second load.
  const visitors = {
    visitor: undefined,
    customer: accountKinds.customer,
    foticos: accountKinds.foticos,
  };
  const pagesPerPass = 5;
  const axePasses = Object.entries(visitors).flatMap(([who, visitor]) => {
    const checked = pages.filter((route) => visitorOf(route) === visitor);
    return Array.from({ length: Math.ceil(checked.length / pagesPerPass) }, (_, index) => {
      const share = checked.slice(index * pagesPerPass, (index + 1) * pagesPerPass);
      const names = share.map((route) => route.name).join(', ');
      return { who, visitor, checked: share, names };
    });
  });
  const widths = ['phone', 'desktop'] as const satisfies readonly (keyof typeof checkedViewports)[];

  it.each(axePasses)(
    'has no axe violations at phone and desktop widths, as the $who who may open them: $names',
    async ({ visitor, checked }) => {
      const { page, close } = await openCustomerPage(browser(), {
        viewport: checkedViewports.phone,
      });
      if (visitor) {
        await page.goto(`${origin()}${hrefOf(home, 'login')}`);
        await hydrated(page);
        await logIn(page, t, { ...demoCustomer, email: visitor });
        await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      }
      const violations: string[] = [];
      for (const route of checked) {
        await page.setViewportSize(checkedViewports.phone);
        await page.goto(`${origin()}${routeExampleOf(home, route.name)}`);
        await hydrated(page);
        // A page rendered in the browser only (the editor) is checked once it has loaded.
        if (!route.ssr) await page.waitForLoadState('networkidle');
        for (const width of widths) {
          await page.setViewportSize(checkedViewports[width]);
          await laidOut(page);
          const found = await new AxeBuilder({ page }).analyze();
          violations.push(
            ...found.violations.map(
              ({ id, nodes }) =>
                `${route.name} at ${width} width: ${id} ${JSON.stringify(nodes.map((node) => node.target))}`,
            ),
          );
        }
      }
      expect(violations).toEqual([]);
      await close();
    },
    180_000,
  );

  it('loads home, the cart with a line and checkout step 1 at phone width without moving what is shown', async () => {
    const { page, close } = await openCustomerPage(browser(), {
      viewport: checkedViewports.phone,
    });
    const shop = { page, t, origin: origin(), countrySite: home };
    await addFirstDesignToCart(shop);
    await page.addInitScript(layoutShiftRecorder);
    const moved: string[] = [];
    for (const name of ['home', 'cart', 'checkout'] as const) {
      await page.goto(`${origin()}${hrefOf(home, name)}`);
      await hydrated(page);
      // What arrives after hydration (the consent banner, fonts, late answers) has come.
      await page.getByRole('region', { name: t('consent:heading') }).waitFor();
      await page.waitForLoadState('networkidle');
      await laidOut(page);
      const shifts = await page.evaluate(
        () =>
          (window as unknown as { layoutShifts: { value: number; sources: string[] }[] })
            .layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // Lighthouse's target for a page's cumulative layout shift.
      if (total > 0.01) moved.push(`${name}: ${total.toFixed(3)} ${JSON.stringify(shifts)}`);
    }
    expect(moved).toEqual([]);
    await close();
  }, 90_000);

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
