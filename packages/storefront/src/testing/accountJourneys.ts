import { hrefOf, type CountrySite } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, logIn, openCustomerPage } from './customerPage.ts';

/** Order numbers of the brand's own shops: WPX-ES for the main brand, TZ-ES for the second. */
const orderPrefix = { main: 'WPXES-', second: 'TZES-' } as const;

/**
 * The demo customer in the accounts area: its brand's orders with the filters in the URL (a bad
 * value falls back), an order and ordering it again, and a ticket answered.
 */
export function accountJourneys(
  browser: () => Browser,
  origin: () => string,
  home: CountrySite,
  t: TFunction,
) {
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
    await page.getByText(t('orders:detail.reordered')).waitFor();
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
