import { hrefOf, type CountrySite } from '@shop/domain';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import {
  chooseHomeDelivery,
  fillAddressStep,
  fillContactStep,
  placeOrder,
  sendStep,
  shopperOf,
} from './checkoutForms.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import {
  addFirstDesignToCart,
  expectRoute,
  goToCheckout,
  orderNumberOn,
  visit,
  type ShopPages,
} from './shopActions.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

const journeyTimeout = 90_000;

/** The new account's password: it meets the sign-up's strength rules. */
const newPassword = 'summer2026';

/** An e-mail nobody has used on this run of the site (each journey creates its own account). */
const freshEmail = (who: string, countrySite: CountrySite) =>
  `${who}.${countrySite.brand}.${Date.now().toString(36)}@example.com`;

/**
 * One visitor's browser on a country site; afterwards the page reported no error but the
 * `expectedErrors` the journey provokes (the browser logs every refused request).
 */
function visitorJourney(
  context: StorefrontSuiteContext,
  countrySite: CountrySite,
  journey: (shop: ShopPages) => Promise<void>,
  expectedErrors: readonly string[] = [],
) {
  return async () => {
    const { page, errors, close } = await openCustomerPage(context.browser());
    try {
      const { t } = i18nFor(countrySite.language);
      await journey({ page, t, origin: context.site().origin, countrySite });
      expect(errors).toEqual(expectedErrors);
    } finally {
      await close();
    }
  };
}

const signUpForm = (page: Page, t: TFunction) =>
  page.getByRole('form', { name: t('account:signUp.title') });

/** Fills in the sign-up form on the page (any e-mail already there is replaced) and sends it. */
async function signUp(
  page: Page,
  t: TFunction,
  account: { email: string; firstName: string; lastName: string },
) {
  const form = signUpForm(page, t);
  await form.getByLabel(t('account:signUp.email')).fill(account.email);
  await form.getByLabel(t('account:signUp.password')).first().fill(newPassword);
  await form.getByLabel(t('account:signUp.firstName')).fill(account.firstName);
  await form.getByLabel(t('account:signUp.lastName')).fill(account.lastName);
  await form.getByRole('checkbox', { name: t('account:signUp.newsletter') }).check();
  await form.getByRole('checkbox', { name: t('account:signUp.acceptTerms') }).check();
  await form.getByRole('button', { name: t('account:signUp.submit') }).click();
}

/** The sign-up's answer: check the mail sent to `email` (the same for a used e-mail). */
async function expectCheckYourMail(page: Page, t: TFunction, email: string) {
  await page.getByText(t('account:signUp.checkMailTitle')).waitFor();
  await page.getByText(t('account:signUp.checkMail', { email })).waitFor();
}

/**
 * Creating an account, as new customers do it on a brand's storefront: a guest after buying, on
 * the order-completed page (the order comes along into the account), and a visitor on the login
 * page (a used e-mail gets the same answer as a new one); and the brand's own design library.
 */
export function signUpJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const home = defaultCountrySiteOf(brandConfig);

  it(
    `a guest on ${home.id} buys, creates an account on the order-completed page and finds the order in it`,
    visitorJourney(context, home, async (shop) => {
      const { page, t, countrySite } = shop;
      const shopper = { ...shopperOf(countrySite), email: freshEmail('guest', countrySite) };
      await addFirstDesignToCart(shop);
      await goToCheckout(shop);
      await fillContactStep(page, t, shopper);
      await fillAddressStep(page, t, shopper);
      await chooseHomeDelivery(page, t);
      await sendStep(page, t, 'shipment');
      await placeOrder(page, t, 'CARD');
      await expectRoute(shop, 'orderCompleted');
      const number = await orderNumberOn(shop);
      await hydrated(page);
      // The sign-up names the order it keeps; its terms link opens the terms page.
      const form = signUpForm(page, t);
      await page.getByText(t('account:signUp.guestOrderLead', { number })).waitFor();
      const terms = await form
        .getByRole('link', { name: t('account:signUp.termsLink') })
        .getAttribute('href');
      expect(terms).toBe(hrefOf(countrySite, 'page', { slug: 'terms' }));
      expect((await page.request.get(`${shop.origin}${terms}`)).status()).toBe(200);

      await signUp(page, t, shopper);
      await expectCheckYourMail(page, t, shopper.email);
      // With the mail read, the new customer logs in and finds the order in the account.
      const orders = hrefOf(countrySite, 'accountsOrders');
      await visit(shop, hrefOf(countrySite, 'login', {}, { redirect: orders }));
      await logIn(page, t, { email: shopper.email, password: newPassword });
      await page.waitForURL((url) => url.pathname === orders);
      const table = page.getByRole('table', { name: t('orders:list.caption') });
      await table.getByRole('link', { name: number }).waitFor();
      expect(await table.getByRole('link').allTextContents()).toEqual([number]);
    }),
    journeyTimeout,
  );

  it(
    `a visitor on ${home.id} signs up on the login page (a used e-mail gets the same answer) and logs in`,
    visitorJourney(context, home, async (shop) => {
      const { page, t, countrySite } = shop;
      await visit(shop, hrefOf(countrySite, 'login'));
      const account = { email: demoCustomer.email, firstName: 'Nora', lastName: 'Vidal' };
      // A used e-mail: the same "check your mail" as a new one, nothing about the account.
      await signUp(page, t, account);
      await expectCheckYourMail(page, t, account.email);
      expect(new URL(page.url()).pathname).toBe(hrefOf(countrySite, 'login'));

      await visit(shop, hrefOf(countrySite, 'login'));
      const email = freshEmail('visitor', countrySite);
      await signUp(page, t, { ...account, email });
      await expectCheckYourMail(page, t, email);
      await logIn(page, t, { email, password: newPassword });
      await page.waitForURL((url) => url.pathname === hrefOf(countrySite, 'accountsHome'));
      await page
        .getByRole('heading', { level: 1, name: t('account:home.greeting', { name: 'Nora' }) })
        .waitFor();
      // Logged in on this session: the login page now sends the customer away.
      const login = await page.request.get(`${shop.origin}${hrefOf(countrySite, 'login')}`, {
        maxRedirects: 0,
      });
      expect(login.status()).toBeGreaterThanOrEqual(300);
      expect(login.status()).toBeLessThan(400);
    }),
    journeyTimeout,
  );

  it(
    `the demo customer's account on ${home.id} lists the designs and opens the orders of ${brandConfig.displayName}'s shops only`,
    visitorJourney(context, home, async (shop) => {
      const { page, t, countrySite } = shop;
      const designs = hrefOf(countrySite, 'accountsDesigns');
      await visit(shop, hrefOf(countrySite, 'login', {}, { redirect: designs }));
      await logIn(page, t);
      await page.waitForURL((url) => url.pathname === designs);
      const list = page.getByRole('list', { name: t('designLibrary:listLabel') });
      await list.getByRole('listitem').first().waitFor();
      const hrefs = await list
        .locator('a[href*="design="]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // The seed numbers the demo customer's designs from 1 in the main brand, from 501 in the second.
      const numbers = hrefs.map((href) => Number(/design=p-\d+-(\d+)/.exec(href)?.[1]));
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number >= 500).toBe(countrySite.brand === 'second');
      // The seed's newest order of each brand: the other brand's is a 404 page here.
      const newestOrder = { main: 100001, second: 100301 } as const;
      const other = countrySite.brand === 'main' ? 'second' : 'main';
      const orderPage = (order_id: number) =>
        page.request.get(`${shop.origin}${hrefOf(countrySite, 'accountsOrder', { order_id })}`);
      expect((await orderPage(newestOrder[countrySite.brand])).status()).toBe(200);
      expect((await orderPage(newestOrder[other])).status()).toBe(404);
    }),
    journeyTimeout,
  );
}
