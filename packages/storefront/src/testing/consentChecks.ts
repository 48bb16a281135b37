import { expect, it } from 'vitest';
import { hydrated } from './customerPage.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** Page events wait for the visitor's consent; a choice that cannot be saved is announced. */
export function consentChecks({ home, t, origin, newPage }: StorefrontChecks) {
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
