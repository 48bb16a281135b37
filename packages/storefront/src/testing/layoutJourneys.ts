import { AxeBuilder } from '@axe-core/playwright';
import { hrefOf, type CountrySite } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Browser, Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { stepSubmit } from './checkoutForms.ts';
import { hydrated, openCustomerPage } from './customerPage.ts';
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

/**
 * Axe on the pages a visitor meets first, at both widths (the header changes at phone width),
 * and the checkout's Continue reachable while the consent banner is open.
 */
export function layoutJourneys(
  browser: () => Browser,
  origin: () => string,
  home: CountrySite,
  t: TFunction,
) {
  const pages = ['home', 'offers', 'login', 'cart'] as const;

  it.each(Object.entries(checkedViewports))(
    'has no axe violations on its first pages at %s width',
    async (_name, viewport) => {
      const { page, close } = await openCustomerPage(browser(), { viewport });
      for (const name of pages) {
        await page.goto(`${origin()}${hrefOf(home, name)}`);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(({ id, nodes }) => `${name}: ${id} ${nodes.map((node) => node.target)}`),
        ).toEqual([]);
      }
      await close();
    },
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
