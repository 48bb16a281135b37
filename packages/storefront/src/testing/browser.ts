import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.ts';

/** Debian's Chromium driven by playwright-core; no browser is ever downloaded. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() });
}

/** Collects what a page reports as broken: console errors, uncaught exceptions and reports to /api/log. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // What the storefront reports itself, e.g. a hydration mismatch React recovered from.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/log')
      errors.push(`reported: ${request.postData()}`);
  });
  return errors;
}

/**
 * Makes every content-security-policy violation in the context's pages a console error, so
 * `collectPageErrors` counts it: the browser reports one even when the script caught the refusal.
 */
export async function reportPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content security policy: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}
