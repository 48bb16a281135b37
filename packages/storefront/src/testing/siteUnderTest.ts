import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startSite, type RunningSite } from './startSite.ts';

/** What a test file's journeys run against: its own built site and its own Chromium. */
export interface StorefrontSuiteContext {
  site: () => RunningSite;
  browser: () => Browser;
}

/**
 * Starts a built site and a Chromium before the test file's tests and stops both after them;
 * each test file gets its own, so files run independently of each other.
 */
export function siteUnderTest(siteDir: string): StorefrontSuiteContext {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(siteDir), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()]);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start in beforeAll');
    return value;
  };
  return { site: () => started(site), browser: () => started(browser) };
}
