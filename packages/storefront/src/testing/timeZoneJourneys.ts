import { calendarDateOf, hrefOf, type CountrySite } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { routeExampleOf } from './routeExamples.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** 14 hours ahead of UTC: from 10:00 UTC on, its calendar day is the server's next one. */
const farAheadTimeZone = 'Pacific/Kiritimati';

/**
 * Pages with instants (orders placed, tickets answered, reviews written, help topics updated)
 * rendered by the server in UTC and hydrated by a browser in a time zone 14 hours ahead: every
 * date is the country site's, so hydration finds the same text and nothing is reported (a mismatch
 * is a console error and a report to /api/log, both counted).
 */
export function timeZoneJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const home: CountrySite = defaultCountrySiteOf(brandConfig);
  const { t } = i18nFor(home.language);

  it(`on ${home.id}, a browser in ${farAheadTimeZone} hydrates the account home, an order, the reviews and a help topic without a mismatch`, async () => {
    const { page, errors, close } = await openCustomerPage(context.browser(), {
      timezoneId: farAheadTimeZone,
    });
    try {
      const origin = context.site().origin;
      // The browser really is there: from 10:00 UTC on, its calendar day is the server's next one.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        farAheadTimeZone,
      );
      const accountHome = hrefOf(home, 'accountsHome');
      await page.goto(`${origin}${hrefOf(home, 'login', {}, { redirect: accountHome })}`);
      await hydrated(page);
      await logIn(page, t, demoCustomer);
      await page.waitForURL((url) => url.pathname === accountHome);

      // Loaded afresh, so the server renders the dates and the browser hydrates them.
      await page.goto(`${origin}${accountHome}`);
      await hydrated(page);
      const orders = hrefOf(home, 'accountsOrders');
      const orderLink = page.locator(`main a[href^="${orders}/"]`).first();
      await orderLink.waitFor();
      await page.locator('main table td').first().waitFor();

      const orderHref = await orderLink.getAttribute('href');
      if (!orderHref) throw new Error('The account home links no order');
      await page.goto(`${origin}${orderHref}`);
      await hydrated(page);
      const placedOn = page.getByText(t('orders:detail.placedOn', { date: '' }).trim(), {
        exact: false,
      });
      await placedOn.first().waitFor();

      await page.goto(`${origin}${hrefOf(home, 'reviews')}`);
      await hydrated(page);
      await page.locator('main article').first().waitFor();

      await page.goto(`${origin}${routeExampleOf(home, 'helpCenterTopic')}`);
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // The dates shown are the country site's calendar days, whatever the browser's zone.
      const today = String(calendarDateOf(new Date(), home.timeZone).year);
      expect(await page.locator('footer').innerText()).toContain(today);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);
}
