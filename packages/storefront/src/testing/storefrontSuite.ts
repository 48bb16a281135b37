import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { countrySitesOfBrand, hrefOf } from '@shop/domain';
import { i18nFor } from '@shop/ui/messages';
import { expectCountrySiteInItsLanguage } from './siteLanguages.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { siteUnderTest, type StorefrontSuiteContext } from './siteUnderTest.ts';

/**
 * Starts one built site and a Chromium for a test file, and checks what every brand's
 * storefront must do; `more` adds the brand's own journeys with the same site and browser.
 */
export function describeStorefront(
  siteDir: string,
  brandConfig: BrandConfig,
  more?: (context: StorefrontSuiteContext) => void,
) {
  const context = siteUnderTest(siteDir);
  const home = defaultCountrySiteOf(brandConfig);
  const countrySites = countrySitesOfBrand(brandConfig.brand);
  // The tests read the page as a customer does: by the labels of the default country site's language.
  const t = i18nFor(home.language).t;

  const origin = () => context.site().origin;
  const newPage = () => openCustomerPage(context.browser());

  describe(`${brandConfig.displayName} storefront`, () => {
    it('sends / to the country site of the visitor, else the default one', async () => {
      const plain = await fetch(`${origin()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': 'xx' },
      });
      expect(plain.status).toBe(302);
      expect(plain.headers.get('location')).toBe(home.pathPrefix);
      const last = countrySites.at(-1);
      if (!last) throw new Error('The brand has no country site');
      const negotiated = await fetch(`${origin()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': `${last.locale},en;q=0.5` },
      });
      expect(negotiated.headers.get('location')).toBe(last.pathPrefix);
    });

    it.each(countrySites.map((countrySite) => [countrySite.id, countrySite] as const))(
      'renders %s in its language: html lang, title, description, no English sentence',
      async (_id, countrySite) => {
        await expectCountrySiteInItsLanguage(origin(), countrySite);
      },
    );

    it.each(countrySites.slice(0, 2).map((countrySite) => [countrySite.id, countrySite] as const))(
      'server-renders the home page of %s with hreflang for every country site',
      async (_id, countrySite) => {
        const response = await fetch(`${origin()}${countrySite.pathPrefix}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${countrySite.language}">`);
        const alternates = [
          ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
        ].map((match) => match[1]);
        expect(alternates).toHaveLength(countrySites.length + 1);
        expect(new Set(alternates)).toEqual(
          new Set([...countrySites.map((site) => site.locale), 'x-default']),
        );
        expect(html).toContain(`<link rel="canonical" href="${origin()}${countrySite.pathPrefix}"`);
      },
    );

    it('hydrates the home page without console errors', async () => {
      const { page, errors, close } = await newPage();
      const response = await page.goto(`${origin()}${home.pathPrefix}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await close();
    });

    it('answers an invalid route with the 404 screen and status 404', async () => {
      const { page, close } = await newPage();
      const response = await page.goto(
        `${origin()}${home.pathPrefix}/help-center/category/not-a-number`,
      );
      expect(response?.status()).toBe(404);
      await expect(page.title()).resolves.toContain('404 Not Found');
      const html = await (await fetch(page.url())).text();
      expect(html.match(/<title>/g)).toHaveLength(1);
      const unknownSite = await fetch(`${origin()}/xx-yy/`);
      expect(unknownSite.status).toBe(404);

      // A design that does not exist: the server found out, so the browser does not ask again.
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/proxy')) apiCalls.push(request.postData() ?? '');
      });
      const missing = hrefOf(home, 'design', { slug: 'gone', design_id: 'no-such-design' });
      expect((await page.goto(`${origin()}${missing}`))?.status()).toBe(404);
      await hydrated(page);
      await page.getByRole('link', { name: t('errors:backHome') }).waitFor();
      await page.waitForTimeout(500);
      expect(apiCalls.filter((call) => call.includes('no-such-design'))).toEqual([]);
      await close();
    });

    it('sends an anonymous visitor from the account home to the login page and back after login, then logs out', async () => {
      const { page, errors, close } = await newPage();
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
      // The labels' start: "New password" is in "Repeat the new password" in some languages.
      const startingWith = (text: string) =>
        new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
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

    it('shows the consent banner and sends page events only after consent', async () => {
      const { page, close } = await newPage();
      const events: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/event/page')) events.push(request.url());
      });
      await page.goto(`${origin()}${home.pathPrefix}`);
      await hydrated(page);
      const banner = page.getByRole('region', { name: t('consent:heading') });
      await banner.waitFor();
      await page.waitForTimeout(300);
      expect(events).toEqual([]);
      const accepted = page.waitForRequest((request) => request.url().endsWith('/api/event/page'));
      await banner.getByRole('button', { name: t('consent:acceptAll') }).click();
      await accepted;
      expect(events.length).toBeGreaterThan(0);
      await close();
    });

    it('ships nothing of the mock product API in its client build', async () => {
      const assets = join(siteDir, 'dist/client/assets');
      const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      // Strings only the mocks and MSW contain: seed passwords, mock asset paths, the worker.
      const markers = [
        'demo1234',
        'mock-token-',
        'mock-uploads',
        'mockServiceWorker',
        'setupWorker',
      ];
      for (const file of scripts) {
        const code = await readFile(join(assets, file), 'utf8');
        expect(
          markers.filter((marker) => code.includes(marker)),
          file,
        ).toEqual([]);
      }
    });

    more?.(context);
  });
}
