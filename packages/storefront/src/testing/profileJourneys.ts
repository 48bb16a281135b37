import { findCountrySite, hrefOf, type CountrySite, type RouteName } from '@shop/domain';
import { fixtures } from '@shop/mocks';
import { addressName } from '@shop/ui/features/fragments/AddressStep/addressLines.ts';
import { i18nFor } from '@shop/ui/features/i18n/allMessages.ts';
import { expect, it } from 'vitest';
import { defaultCountrySiteOf, type BrandConfig } from '../brand.ts';
import { demoCustomer, hydrated, logIn, openCustomerPage } from './customerPage.ts';
import { visit, type ShopPages } from './shopActions.ts';
import type { StorefrontSuiteContext } from './siteUnderTest.ts';

const journeyTimeout = 90_000;

/** The foticos demo account of the embedded mock product API (see the README's demo accounts). */
const foticosAccount = { email: 'foticos@example.com', password: 'demo1234' } as const;

/** Logs in through the login page and lands on the account page `name` (with its query). */
async function logInTo(
  shop: ShopPages,
  name: RouteName,
  account: { email: string; password: string },
  query: Record<string, string> = {},
) {
  const target = hrefOf(shop.countrySite, name, {}, query);
  await visit(shop, hrefOf(shop.countrySite, 'login', {}, { redirect: target }));
  await logIn(shop.page, shop.t, account);
  await shop.page.waitForURL((url) => url.pathname === hrefOf(shop.countrySite, name));
  // A click before hydration has nothing to answer it; on a busy machine hydration comes late.
  await hydrated(shop.page);
}

function accountJourney(
  context: StorefrontSuiteContext,
  countrySite: CountrySite,
  journey: (shop: ShopPages) => Promise<void>,
) {
  return async () => {
    const { page, errors, close } = await openCustomerPage(context.browser());
    try {
      const { t } = i18nFor(countrySite.language);
      await journey({ page, t, origin: context.site().origin, countrySite });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  };
}

/**
 * The account pages of the profile, the design library and the foticos programme, as customers
 * use them in the browser: saves that survive a reload, filters that live in the URL.
 */
export function profileJourneys(context: StorefrontSuiteContext, brandConfig: BrandConfig) {
  const home = defaultCountrySiteOf(brandConfig);

  it(
    `the demo customer on ${home.id} is refused a birthdate under 18, changes the phone in the profile and finds it after a reload`,
    accountJourney(context, home, async (shop) => {
      const { page, t } = shop;
      await logInTo(shop, 'accountsProfile', demoCustomer);
      const form = page.getByRole('form', { name: t('profile:personal.title') });
      const year = form.getByRole('textbox', { name: t('forms:date.year') });
      const bornIn = await year.inputValue();
      await year.fill(String(new Date().getFullYear() - 10));
      await form.getByRole('button', { name: t('profile:personal.save') }).click();
      await form.getByText(t('forms:errors.adult')).waitFor();
      await year.fill(bornIn);
      const phone = form.getByLabel(t('profile:personal.phone'));
      await phone.fill('+34 699 111 222');
      await form.getByRole('button', { name: t('profile:personal.save') }).click();
      await page
        .getByRole('region', { name: t('overlays:notifications', { hotkey: 'F8' }) })
        .getByText(t('profile:personal.saved'))
        .waitFor();
      await page.reload();
      await expect
        .poll(() => page.getByLabel(t('profile:personal.phone')).inputValue())
        .toBe('+34 699 111 222');
    }),
    journeyTimeout,
  );

  it(
    `the demo customer on ${home.id} edits a saved address in the profile and finds the change after a reload`,
    accountJourney(context, home, async (shop) => {
      const { page, t } = shop;
      await logInTo(shop, 'accountsProfile', demoCustomer);
      const list = page.getByRole('list', { name: t('profile:addresses.listLabel') });
      const second = fixtures.customer.addresses()[1];
      if (!second) throw new Error('The demo customer has two saved addresses');
      await list
        .getByRole('button', {
          name: t('profile:addresses.editNamed', { address: addressName(second) }),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: t('profile:addresses.editTitle') });
      const street = dialog.getByLabel(t('checkout:address.street'), { exact: false });
      expect(await street.inputValue()).toBe(second.street);
      await street.fill('Passeig de Gràcia');
      await dialog.getByLabel(t('checkout:address.postcode'), { exact: false }).fill('08008');
      await dialog.getByRole('button', { name: t('profile:addresses.saveChanges') }).click();
      await page.getByText(t('profile:addresses.updated')).waitFor();
      await page.reload();
      await list.getByText('Passeig de Gràcia').waitFor();
      expect(await list.getByText(second.street).count()).toBe(0);
    }),
    journeyTimeout,
  );

  it(
    `the demo customer on ${home.id} pages the design library by the URL, and a bad URL shows the default view`,
    accountJourney(context, home, async (shop) => {
      const { page, t, countrySite } = shop;
      await logInTo(shop, 'accountsDesigns', demoCustomer, { sort: 'POPULARITY', page: '2' });
      const list = page.getByRole('list', { name: t('designLibrary:listLabel') });
      await list.waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: t('data:pagination.page', { page: 2 }) })
            .getAttribute('aria-current'),
        )
        .toBe('page');
      await page.getByRole('button', { name: t('data:pagination.next') }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '3');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('POPULARITY');

      const response = await page.goto(
        `${shop.origin}${hrefOf(countrySite, 'accountsDesigns', {}, { sort: 'NEWEST', page: 'x' })}`,
      );
      expect(response?.status()).toBe(200);
      await list.waitFor();
    }),
    journeyTimeout,
  );

  const spanish = findCountrySite('es-es', brandConfig.id);
  if (!spanish) return;
  it(
    `the foticos account on ${spanish.id} filters unpaid invoices by the URL and sees its commissions, designs and settings`,
    accountJourney(context, spanish, async (shop) => {
      const { page, t, countrySite } = shop;
      await logInTo(shop, 'accountsInvoices', foticosAccount, { paid: 'false' });
      const invoices = page.getByRole('table', { name: t('foticos:invoices.caption') });
      await invoices.waitFor();
      // Pending and cancelled invoices only: none of them reads as paid.
      await expect
        .poll(() =>
          invoices.getByText(t('general:enums.paymentStatuses.PAID'), { exact: true }).count(),
        )
        .toBe(0);

      await visit(shop, hrefOf(countrySite, 'accountsCommissions'));
      await page.getByRole('region', { name: t('foticos:commissions.totalsLabel') }).waitFor();
      await visit(shop, hrefOf(countrySite, 'accountsDesignsAdmin'));
      await page.getByRole('table', { name: t('foticos:designsAdmin.caption') }).waitFor();
      await visit(shop, hrefOf(countrySite, 'accountsConfig'));
      await expect
        .poll(() => page.getByLabel(t('foticos:config.displayName')).inputValue())
        .toBe('Studio Foto Nowak');
    }),
    journeyTimeout,
  );
}
