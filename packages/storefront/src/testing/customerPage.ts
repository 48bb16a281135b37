import type { TFunction } from 'i18next';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, reportPolicyViolations } from './browser.ts';

// Headless Chromium announces itself as a bot; the shop ignores bots for page events.
const customerUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The demo customer of the embedded mock product API (see the README's demo accounts). */
export const demoCustomer = { email: 'demo@example.com', password: 'demo1234' } as const;

export interface CustomerPage {
  page: Page;
  /** Console errors and uncaught exceptions of the page so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** A page in a fresh browser context (own cookies, so own session and cart), as a customer's browser. */
export async function openCustomerPage(
  browser: Browser,
  {
    viewport,
    timezoneId,
    stepTimeoutMs = 20_000,
  }: {
    viewport?: { width: number; height: number };
    /** The browser's own time zone (IANA); the machine's by default. */
    timezoneId?: string;
    stepTimeoutMs?: number;
  } = {},
): Promise<CustomerPage> {
  const context = await browser.newContext({
    locale: 'en-GB',
    userAgent: customerUserAgent,
    ...(viewport ? { viewport } : {}),
    ...(timezoneId ? { timezoneId } : {}),
  });
  // A step that cannot happen fails with its locator well before the test's own timeout.
  context.setDefaultTimeout(stepTimeoutMs);
  await reportPolicyViolations(context);
  const page = await context.newPage();
  return { page, errors: collectPageErrors(page), close: () => context.close() };
}

/** Resolves once the page's React tree has hydrated and answers clicks and keys. */
export function hydrated(page: Page): Promise<void> {
  return page.locator('html[data-hydrated="true"]').waitFor();
}

/** Logs in through the login form shown on the page, in the page's own language. */
export async function logIn(
  page: Page,
  t: TFunction,
  account: { email: string; password: string } = demoCustomer,
): Promise<void> {
  const form = page.getByRole('form', { name: t('account:login.title') });
  await form.getByLabel(t('account:login.email')).fill(account.email);
  await form
    .getByLabel(t('account:login.password'), { exact: false })
    .first()
    .fill(account.password);
  await form.getByRole('button', { name: t('account:login.submit') }).click();
}
