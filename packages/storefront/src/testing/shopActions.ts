import { hrefOf, orderNumberOf, type CountrySite } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './customerPage.ts';

/** What a shopper does on the catalogue, cart and confirmation pages, by what the pages show. */
export interface ShopPages {
  page: Page;
  t: TFunction;
  origin: string;
  countrySite: CountrySite;
}

/** Opens a page of the country site by its path and waits until it answers clicks and keys. */
export async function visit({ page, origin }: ShopPages, path: string) {
  await page.goto(`${origin}${path}`);
  await hydrated(page);
}

/** Resolves once the browser shows a page of the route (any query). */
export async function expectRoute(
  { page, countrySite }: ShopPages,
  name: 'cart' | 'checkout' | 'orderCompleted',
) {
  await page.waitForURL((url) => url.pathname === hrefOf(countrySite, name));
}

/**
 * From the home page through the first product's designs gallery to its first ready-made
 * design, into the cart: a notification confirms it and the header's cart link counts the new
 * line; then to the cart page through the notification's link. Returns the product's name as
 * its cart line shows it.
 */
export async function addFirstDesignToCart(shop: ShopPages): Promise<string> {
  const { page, t, countrySite } = shop;
  await visit(shop, hrefOf(countrySite, 'home'));
  const product = page.locator(`main a[href^="${countrySite.pathPrefix}/designs/"]`).first();
  const productName = (await product.textContent())?.trim() ?? '';
  await product.click();
  await page.locator(`main a[href^="${countrySite.pathPrefix}/design/"]`).first().click();
  await page.getByRole('button', { name: t('catalogue:design.addToCart') }).click();
  // The page stays; a notification in the notifications region (F8) says so and links the cart.
  const notification = page
    .getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) })
    .getByRole('listitem')
    .filter({ hasText: t('catalogue:design.added', { count: 1 }) });
  // The header's cart link counts the new line; the notification's link leads to the cart.
  await cartLink(shop, 1).waitFor();
  await notification.getByRole('link', { name: t('catalogue:design.goToCart') }).click();
  await expectRoute(shop, 'cart');
  await page.getByRole('article', { name: productName }).waitFor();
  return productName;
}

/** The header's cart link, whose name counts the cart's items. */
export const cartLink = ({ page, t }: ShopPages, count: number) =>
  page.getByRole('banner').getByRole('link', { name: t('layout:cart', { count }) });

/** From the cart page to the checkout's first step. */
export async function goToCheckout(shop: ShopPages) {
  const { page, t } = shop;
  await page.getByRole('link', { name: t('cart:checkout') }).click();
  await expectRoute(shop, 'checkout');
  await hydrated(page);
  // The address changes before the checkout replaces the cart; its steps show once it has read
  // the checkout (and a customer's saved details).
  await page.getByRole('heading', { level: 1, name: t('checkout:title') }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

/**
 * The order number the order-completed page shows, once the order has loaded: a number of the
 * shop that sells on the country site (WPXPL-… on the main brand's Polish site, TZES-… on the
 * second brand's Spanish one).
 */
export async function orderNumberOn({ page, t, countrySite }: ShopPages): Promise<string> {
  const label = page.getByText(`${t('checkout:completed.number')}:`);
  await label.waitFor();
  const number = (await label.textContent())?.split(':').at(-1)?.trim() ?? '';
  const id = Number(number.slice(number.lastIndexOf('-') + 1));
  expect(number).toBe(orderNumberOf(countrySite.shop, id));
  return number;
}

/**
 * From the order-completed page to the order's tracking page, which shows the same order with
 * the design the customer bought.
 */
export async function trackPlacedOrder(shop: ShopPages, number: string, articleName: string) {
  const { page, t, countrySite } = shop;
  await page
    .getByRole('main')
    .getByRole('link', { name: t('checkout:completed.track') })
    .click();
  await page
    .getByRole('heading', { level: 1, name: t('tracking:order.title', { number }) })
    .waitFor();
  expect(new URL(page.url()).pathname).toMatch(
    new RegExp(`^${hrefOf(countrySite, 'tracking')}/[A-Z0-9]+$`),
  );
  const items = page.getByRole('region', { name: t('tracking:order.items') });
  await items.getByText(articleName, { exact: false }).first().waitFor();
}
