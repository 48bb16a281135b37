import type { CountrySiteId, Design } from '@shop/domain';
import type { Browser } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { openEditor } from './editorSteps.ts';
import { startingWith } from './labels.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

/** What a site's calendar must show: its language's names and a fixed-date public holiday. */
export interface CalendarSiteExpectation {
  countrySite: CountrySiteId;
  /** The month page to look at, 1 to 12, and the holiday on it as the caption names it. */
  holidayMonth: number;
  holiday: RegExp;
}

/** A month's page name on the site: the month's name as it stands alone, then the year. */
const monthName = (locale: string, year: number, month: number) =>
  `${new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1))} ${year}`;

/** The weekdays from Monday, in the site's language, as a month page's canvas names them. */
const weekdaysFromMonday = (locale: string) =>
  Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      // 1 January 2024 was a Monday.
      Date.UTC(2024, 0, day + 1),
    ),
  ).join(', ');

/**
 * A customer makes a wall calendar starting in March of next year: the month pages are named in
 * the site's language, each month's grid starts its weeks on Monday, the country's public
 * holidays are named under the page, the pre-cart check names the months without a photo, and
 * the saved design keeps its first month.
 */
async function calendarJourney(
  { origin, browser, brandConfig }: { origin: string; browser: Browser; brandConfig: BrandConfig },
  expectation: CalendarSiteExpectation,
) {
  const { page, errors, close, home, c } = await openEditor(
    browser,
    { origin, brandConfig, articleId: 4001, countrySite: expectation.countrySite },
    { width: 1280, height: 1000 },
  );
  try {
    const locale = home.locale;
    const year = new Date().getFullYear() + 1;
    await page.getByRole('combobox', { name: c('calendar.startYear') }).selectOption(String(year));
    await page.getByRole('combobox', { name: c('calendar.startMonth') }).selectOption('3');
    const march = monthName(locale, year, 3);
    const lastFebruary = monthName(locale, year + 1, 2);
    await page
      .getByTestId('calendar-range')
      .getByText(c('calendar.range', { first: march, last: lastFebruary }))
      .waitFor();

    // Cover, then the twelve months by name, from March to the next February.
    const nav = page.getByRole('navigation', { name: c('pages.label') });
    const names = await nav.getByRole('listitem').allTextContents();
    expect(names).toHaveLength(13);
    expect(names[0]).toBe(c('pages.side_cover'));
    expect(names[1]).toBe(march);
    expect(names[12]).toBe(lastFebruary);

    // March's grid: its weeks start on Monday, named in the site's language.
    await nav.getByRole('button', { name: march, exact: true }).click();
    const canvas = page.getByRole('img', { name: startingWith(c('canvasLabel', { page: 2 })) });
    expect(await canvas.getAttribute('aria-label')).toContain(
      `${march}: ${weekdaysFromMonday(locale)}`,
    );

    // The month with the country's fixed-date holiday names it under the page.
    const holidayMonth = monthName(locale, year, expectation.holidayMonth);
    await nav.getByRole('button', { name: holidayMonth, exact: true }).click();
    await expect
      .poll(() => page.getByTestId('calendar-holidays').textContent(), { timeout: 20_000 })
      .toMatch(expectation.holiday);

    // Before the cart: every month still lacks a photo, each named.
    await page.getByRole('button', { name: c('cart.add'), exact: true }).click();
    const check = page.getByRole('dialog', { name: c('cart.checkTitle') });
    await check.getByText(c('issues.emptyMonth', { month: march })).waitFor();
    await check.getByText(c('issues.emptyMonth', { month: lastFebruary })).waitFor();
    await page.keyboard.press('Escape');

    // The saved design keeps its first month.
    await page.waitForURL((url) => url.searchParams.has('design'));
    await page.getByText(c('save.saved')).waitFor();
    const designId = new URL(page.url()).searchParams.get('design') ?? '';
    const answer = await page.request.post(`${origin}/api/proxy`, {
      data: { method: 'GET', path: `/designs/${encodeURIComponent(designId)}` },
    });
    const { design } = (await answer.json()) as { design: Design };
    expect(design.document.calendar).toEqual({ start_year: year, start_month: 3 });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

/** The calendar journey as a test of a site's file, on the mock API's wall calendar A3. */
export function calendarJourneyTest(
  context: StorefrontSuiteContext,
  brandConfig: BrandConfig,
  expectation: CalendarSiteExpectation,
) {
  it(
    `makes a wall calendar from March on /${expectation.countrySite} in its language, with its holidays`,
    () =>
      calendarJourney(
        { origin: context.site().origin, browser: context.browser(), brandConfig },
        expectation,
      ),
    90_000,
  );
}
