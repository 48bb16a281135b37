import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { hydrated, openCustomerPage } from './customerPage.ts';
import { routeExampleOf } from './routeExamples.ts';
import { addFirstDesignToCart } from './shopActions.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** The page's largest contentful paint so far, and whether it lies in the region named `banner`. */
function largestPaintOf(page: Page, banner: string) {
  return page.evaluate(
    (bannerName) =>
      new Promise<{ tag: string; text: string; inBanner: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
          const element = entry?.element ?? null;
          const region = element?.closest('section[aria-labelledby]');
          const name =
            region && document.getElementById(region.getAttribute('aria-labelledby') ?? '');
          resolve({
            tag: element?.tagName ?? '',
            text: element?.textContent?.trim().slice(0, 60) ?? '',
            inBanner: name?.textContent === bannerName,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    banner,
  );
}

/** Page events wait for the visitor's consent; a choice that cannot be saved is announced. */
export function consentChecks({ home, t, origin, newPage, context }: StorefrontChecks) {
  it('leaves the largest paint of the cart, checkout and tracking pages on a phone to the page, not to the banner', async () => {
    // A first visit on a phone, as Lighthouse audits it: the banner is open on every page.
    const { page, close } = await openCustomerPage(context.browser(), {
      viewport: { width: 412, height: 823 },
    });
    const shop = { page, t, origin: origin(), countrySite: home };
    await addFirstDesignToCart(shop);
    const banner = t('consent:heading');
    for (const [path, picture] of [
      // The cart line's picture, once drawn, is the largest paint of the cart.
      [routeExampleOf(home, 'cart'), page.getByRole('article').getByRole('img')],
      [routeExampleOf(home, 'checkout'), undefined],
      [routeExampleOf(home, 'trackingOrder'), undefined],
    ] as const) {
      await page.goto(`${origin()}${path}`);
      await page.getByRole('region', { name: banner }).waitFor();
      await picture?.evaluate((img: HTMLImageElement) => img.decode());
      // A paint is reported a frame or two after it happens.
      if (picture)
        await expect.poll(async () => (await largestPaintOf(page, banner)).tag).toBe('IMG');
      const largest = await largestPaintOf(page, banner);
      expect(largest.inBanner, `${path}: ${largest.tag} "${largest.text}"`).toBe(false);
    }
    await close();
  });

  it('shows the consent banner and sends page events only after consent, without internal referrers', async () => {
    const { page, close } = await newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/event/page')) events.push(request.url());
    });
    const pageEvent = async () => {
      const request = await page.waitForRequest((sent) => sent.url().endsWith('/api/event/page'));
      return request.postDataJSON() as { page: { referrer: string } };
    };
    // Back from the payment provider: not a new referral.
    await page.goto(`${origin()}${home.pathPrefix}`, {
      referer: 'https://www.paypal.com/checkoutnow?token=1',
    });
    await hydrated(page);
    const banner = page.getByRole('region', { name: t('consent:heading') });
    await banner.waitFor();
    await page.waitForTimeout(300);
    expect(events).toEqual([]);
    const accepted = pageEvent();
    await banner.getByRole('button', { name: t('consent:acceptAll') }).click();
    expect((await accepted).page.referrer).toBe('');

    const referred = pageEvent();
    await page.goto(`${origin()}${home.pathPrefix}`, { referer: 'https://www.example.org/blog' });
    expect((await referred).page.referrer).toBe('https://www.example.org/blog');
    await close();
  });

  it('says in an announced notification when the consent choice could not be saved', async () => {
    const { page, close } = await newPage();
    await page.goto(`${origin()}${home.pathPrefix}`);
    await hydrated(page);
    // The session refuses to keep the choice.
    await page.route('**/api/session', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: '' })
        : route.fallback(),
    );
    const banner = page.getByRole('region', { name: t('consent:heading') });
    await banner.getByRole('button', { name: t('consent:rejectAll') }).click();
    await page
      .getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) })
      .getByText(t('consent:saveFailed'))
      .waitFor();
    await close();
  });
}
