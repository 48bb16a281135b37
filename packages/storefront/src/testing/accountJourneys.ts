import { hrefOf, type CountrySite } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, logIn, openCustomerPage } from './customerPage.ts';

/** Order numbers of the brand's own shops: WPX-ES for the main brand, TZ-ES for the second. */
const orderPrefix = { main: 'WPXES-', second: 'TZES-' } as const;

/** The seed numbers the second brand's saved designs from 501 (`p-1-501`), the main brand's from 1. */
const isSecondBrandDesign = (href: string) =>
  Number(/[?&]design=p-\d+-(\d+)/.exec(href)?.[1]) > 500;

/**
 * The demo customer in the accounts area: the account home's blocks of its brand's shops and
 * their links, its brand's orders with the filters in the URL (a bad value falls back), an order
 * and ordering it again, and a ticket answered.
 */
export function accountJourneys(
  browser: () => Browser,
  origin: () => string,
  home: CountrySite,
  t: TFunction,
) {
  it('sums up the brand’s own orders, open tickets and designs on the account home, each link opening its page', async () => {
    const { page, errors, close } = await openCustomerPage(browser());
    const accountHome = hrefOf(home, 'accountsHome');
    await page.goto(`${origin()}${accountHome}`);
    await hydrated(page);
    await logIn(page, t);
    await page.waitForURL(`${origin()}${accountHome}`);
    await hydrated(page);
    const block = (title: string) => page.getByRole('region', { name: t(title) });

    const orders = block('account:home.recentOrders');
    const orderNumbers = await orders.getByRole('table').getByRole('link').allTextContents();
    expect(orderNumbers.length).toBeGreaterThan(0);
    expect(orderNumbers.every((number) => number.startsWith(orderPrefix[home.brand]))).toBe(true);

    const tickets = block('account:home.openTickets');
    const ticketLinks = tickets.getByRole('list').getByRole('link');
    await ticketLinks.first().waitFor();
    const ticketHrefs = await ticketLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(ticketHrefs.length).toBeGreaterThan(0);

    const designs = block('account:home.savedDesigns');
    const designHrefs = await designs
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(designHrefs.length).toBeGreaterThan(0);
    expect(
      designHrefs.every((href) => isSecondBrandDesign(href) === (home.brand === 'second')),
    ).toBe(true);

    // Every link of the blocks (the pages, each order, ticket and design) opens a page of this
    // brand's storefront: an order or ticket of another brand's shops would be its 404.
    const hrefs = await page
      .getByRole('main')
      .getByRole('region')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const path of [
      hrefOf(home, 'accountsOrders'),
      hrefOf(home, 'accountsTickets'),
      hrefOf(home, 'accountsDesigns'),
      ...ticketHrefs,
      ...designHrefs,
    ])
      expect(hrefs).toContain(path);
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(`${origin()}${href}`);
      expect({ href, status: response.status() }).toEqual({ href, status: 200 });
    }

    // Following a ticket's link opens that ticket in the browser.
    await ticketLinks.first().click();
    await page.waitForURL(`${origin()}${ticketHrefs[0] ?? ''}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the brand’s own orders, filters them in the URL, orders one again and answers a ticket', async () => {
    const { page, errors, close } = await openCustomerPage(browser());
    const orders = hrefOf(home, 'accountsOrders');
    await page.goto(`${origin()}${orders}`);
    await hydrated(page);
    await logIn(page, t);
    await page.waitForURL(`${origin()}${orders}`);
    const table = page.getByRole('table', { name: t('orders:list.caption') });
    const numbers = await table.getByRole('link').allTextContents();
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers.every((number) => number.startsWith(orderPrefix[home.brand]))).toBe(true);

    // A bad period or page is the default, never an error page; the status stays.
    const filtered = await page.goto(`${origin()}${orders}?status=15&date_filter=soon&page=x`);
    expect(filtered?.status()).toBe(200);
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('combobox', { name: t('orders:list.status') }).textContent())
      .toBe(t('account:orderStatus.15'));

    await table.getByRole('link').first().click();
    await page.waitForURL(/\/accounts\/orders\/\d+$/);
    await page.getByRole('button', { name: t('orders:detail.reorder') }).click();
    await page
      .getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) })
      .getByText(t('orders:detail.reordered'))
      .waitFor();
    // Another customer's or an unknown order is a 404 page (asked outside the page: no console error).
    const unknown = await page.request.get(
      `${origin()}${hrefOf(home, 'accountsOrder', { order_id: 1 })}`,
    );
    expect(unknown.status()).toBe(404);

    await page.goto(`${origin()}${hrefOf(home, 'accountsTickets')}`);
    await hydrated(page);
    await page
      .getByRole('table', { name: t('tickets:list.caption') })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/accounts\/tickets\/\d+$/);
    await hydrated(page);
    await page
      .getByRole('textbox', { name: t('tickets:thread.reply'), exact: false })
      .fill('Any news?');
    await page.getByRole('button', { name: t('tickets:thread.send') }).click();
    await page.getByText('Any news?').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
}
