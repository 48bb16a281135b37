import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandConfig } from '../brand.ts';
import { collectPageErrors, launchChromium } from './browser.ts';
import { startSite, type RunningSite } from './startSite.ts';

export interface StorefrontSuiteContext {
  site: () => RunningSite;
  browser: () => Browser;
}

/**
 * Starts one built site and a Chromium for a test file, and checks what every brand's
 * storefront must do; `more` adds the brand's own journeys with the same site and browser.
 */
export function describeStorefront(
  siteDir: string,
  brandConfig: BrandConfig,
  more?: (context: StorefrontSuiteContext) => void,
) {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(siteDir), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()]);
  });

  describe(`${brandConfig.displayName} storefront`, () => {
    it('sends / to the default country site', async () => {
      const response = await fetch(`${site.origin}/`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/${brandConfig.defaultCountrySite}/`);
    });

    it('server-renders the home page and hydrates it without console errors', async () => {
      const page = await browser.newPage();
      const errors = collectPageErrors(page);
      const response = await page.goto(`${site.origin}/${brandConfig.defaultCountrySite}/`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(brandConfig.displayName);
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    it('answers an unknown country site with 404', async () => {
      const response = await fetch(`${site.origin}/xx-yy/`);
      expect(response.status).toBe(404);
    });

    more?.({ site: () => site, browser: () => browser });
  });
}
