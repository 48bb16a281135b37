import { hrefOf } from '@shop/domain';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { startingWith } from './labels.ts';
import type { StorefrontChecks } from './storefrontChecks.ts';

/** Signing in from a guarded page and out again, and resetting a forgotten password. */
export function signInChecks({ context, home, t, origin, newPage }: StorefrontChecks) {
  it('sends an anonymous visitor from the account home to the login page and back after login, then logs out', async () => {
    // A browser 14 hours ahead of the server: its dates must still hydrate without a mismatch
    // (which the storefront would report to /api/log, counted in `errors`).
    const { page, errors, close } = await openCustomerPage(context.browser(), {
      timezoneId: 'Pacific/Kiritimati',
    });
    const accountHome = hrefOf(home, 'accountsHome');
    await page.goto(`${origin()}${accountHome}`);
    expect(new URL(page.url()).pathname).toBe(hrefOf(home, 'login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(accountHome);
    await hydrated(page);
    await logIn(page, t);
    await page.waitForURL(`${origin()}${accountHome}`);
    const greeting = t('account:home.greeting', { name: '' }).trim();
    await page.getByRole('heading', { level: 1, name: greeting, exact: false }).waitFor();
    await page.getByRole('button', { name: t('layout:account.menu'), exact: false }).click();
    await page.getByRole('menuitem', { name: t('layout:account.logOut') }).click();
    await page.waitForURL(`${origin()}${home.pathPrefix}`);
    const after = await page.goto(`${origin()}${accountHome}`);
    expect(new URL(after?.url() ?? '').pathname).toBe(hrefOf(home, 'login'));
    expect(errors).toEqual([]);
    await close();
  });

  it('resets a forgotten password from the mailed link and lands in the account home', async () => {
    const resetPage = hrefOf(home, 'passwordReset');
    const resetForm = (page: Page) =>
      page.getByRole('form', { name: t('account:passwordReset.title') });
    const chooseNewPassword = async (page: Page) => {
      const form = resetForm(page);
      await form
        .getByLabel(startingWith(t('account:passwordReset.newPassword')))
        .fill(demoCustomer.password);
      await form
        .getByLabel(startingWith(t('account:passwordReset.repeatPassword')))
        .fill(demoCustomer.password);
      await form.getByRole('button', { name: t('account:passwordReset.save') }).click();
    };

    const { page, errors, close } = await newPage();
    await page.goto(`${origin()}${hrefOf(home, 'login')}`);
    await hydrated(page);
    await page.getByRole('link', { name: t('account:login.forgotPassword') }).click();
    await page.waitForURL(`${origin()}${resetPage}`);
    await resetForm(page).getByLabel(t('account:login.email')).fill(demoCustomer.email);
    await resetForm(page)
      .getByRole('button', { name: t('account:passwordReset.sendLink') })
      .click();
    await page
      .getByText(t('account:passwordReset.linkSent', { email: demoCustomer.email }))
      .waitFor();

    // The mock product API "mails" the token reset-{customer id}; the demo customer is 1. The
    // password stays the demo one, so the other journeys can still log in.
    await page.goto(`${origin()}${resetPage}?token=reset-1`);
    await hydrated(page);
    await chooseNewPassword(page);
    await page.waitForURL(`${origin()}${hrefOf(home, 'accountsHome')}`);
    const greeting = t('account:home.greeting', { name: '' }).trim();
    await page.getByRole('heading', { level: 1, name: greeting, exact: false }).waitFor();
    expect(errors).toEqual([]);
    await close();

    // The link works once.
    const again = await newPage();
    await again.page.goto(`${origin()}${resetPage}?token=reset-1`);
    await hydrated(again.page);
    await chooseNewPassword(again.page);
    await resetForm(again.page)
      .getByRole('alert')
      .getByText(t('account:passwordReset.linkExpired'))
      .waitFor();
    await again.close();
  });
}
